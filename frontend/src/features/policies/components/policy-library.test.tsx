// The My Policies screen against a small in-memory stand-in of the policies API: loading and error states, the
// breadcrumb, creating categories and policies, inline rename (Enter and Escape), the search and its empty states,
// the server's 409 on a category that still holds policies, editing, History with a comparison and Restore.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, Policy, PolicyVersion } from '@shared/contracts/policies';
import { deferred, jsonResponse, mockFetch, type RecordedRequest } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { PolicyLibrary } from './policy-library';

vi.mock('@/lib/navigation', () => ({ leaveForExternalPage: vi.fn(), reloadPage: vi.fn() }));

interface Store {
  categories: Category[];
  policies: Policy[];
  versions: PolicyVersion[];
}
let store: Store;
let seq = 0;
const now = () => new Date(Date.UTC(2026, 10, 24, 1, seq)).toISOString();

function makeCategory(name: string, parentId: string | null, description: string | null = null): Category {
  seq += 1;
  const c = { id: `c${seq}`, name, description, parentId, order: seq, createdAt: now(), updatedAt: now() };
  store.categories.push(c);
  return c;
}
function makePolicy(title: string, content: string, categoryId: string, isPublished = true): Policy {
  seq += 1;
  const p: Policy = {
    id: `p${seq}`,
    title,
    content,
    categoryId,
    isPublished,
    createdAt: now(),
    updatedAt: now(),
    version: 1,
    updatedBy: { id: 'me', name: 'Jane Citizen' },
  };
  store.policies.push(p);
  store.versions.push({
    policyId: p.id,
    version: 1,
    title,
    content,
    isPublished,
    savedAt: p.updatedAt,
    savedBy: { id: 'me', name: 'Jane Citizen' },
    action: 'created',
  });
  return p;
}
function save(
  p: Policy,
  data: { title: string; content: string; isPublished: boolean },
  action: PolicyVersion['action'],
  restoredFrom?: number,
): Policy {
  seq += 1;
  Object.assign(p, data, { version: p.version + 1, updatedAt: now() });
  store.versions.push({
    policyId: p.id,
    version: p.version,
    ...data,
    savedAt: p.updatedAt,
    savedBy: { id: 'me', name: 'Jane Citizen' },
    action,
    ...(restoredFrom ? { restoredFrom } : {}),
  });
  return p;
}

/** The policies API, answering from the store as the server would (ownership aside). */
function api(request: RecordedRequest): Response | Promise<Response> {
  const url = new URL(request.url, 'http://localhost');
  if (url.host === 'storage.example') return storageAnswer(request);
  const parts = url.pathname.split('/').filter(Boolean).slice(1);
  const body = request.body as Record<string, unknown>;
  const [resource, id, sub, version, action] = parts;
  if (resource === 'policies' && id === 'upload' && !sub && request.method === 'POST') {
    uploads.push(body);
    return jsonResponse(201, {
      uploadId: `up${uploads.length}`,
      url: 'https://storage.example/docs',
      fields: { key: 'uploads/me/up1', Policy: 'p' },
      expiresAt: now(),
    });
  }
  if (resource === 'policies' && id === 'upload' && version === 'convert') {
    const categoryId = String(uploads.at(-1)?.categoryId);
    const p = makePolicy(
      'Visitors Policy',
      '# Visitors Policy\n\nVisiting hours are 9 am to 8 pm.',
      categoryId,
      false,
    );
    return jsonResponse(201, {
      ...p,
      sourceFile: { fileName: 'visitors.docx', size: 1200, contentType: 'application/msword' },
    });
  }
  if (resource === 'policy-categories') {
    if (!id && request.method === 'GET') {
      const parentId = url.searchParams.get('parentId');
      return jsonResponse(
        200,
        store.categories.filter((c) => c.parentId === parentId),
      );
    }
    if (!id && request.method === 'POST')
      return jsonResponse(
        201,
        makeCategory(
          String(body.name),
          (body.parentId as string | null) ?? null,
          (body.description as string | null) || null,
        ),
      );
    const category = store.categories.find((c) => c.id === id);
    if (!category) return jsonResponse(404, { message: 'Category not found. It may have been deleted.' });
    if (sub === 'path') {
      const trail = [];
      for (let c: Category | undefined = category; c; c = store.categories.find((x) => x.id === c?.parentId))
        trail.unshift({ id: c.id, name: c.name });
      return jsonResponse(200, trail);
    }
    if (request.method === 'PUT')
      return jsonResponse(
        200,
        Object.assign(category, { name: body.name, description: body.description || null }),
      );
    if (request.method === 'DELETE') {
      const held = store.policies.filter((p) => p.categoryId === id).length;
      if (held)
        return jsonResponse(409, {
          message: `This category still holds ${held} ${held === 1 ? 'policy' : 'policies'}. Delete ${held === 1 ? 'it' : 'them'} first; nothing inside a category is deleted with it.`,
        });
      store.categories = store.categories.filter((c) => c.id !== id);
      return new Response(null, { status: 204 });
    }
  }
  if (resource === 'policies') {
    if (!id && request.method === 'GET')
      return jsonResponse(
        200,
        store.policies.filter((p) => p.categoryId === url.searchParams.get('categoryId')),
      );
    if (!id && request.method === 'POST')
      return jsonResponse(
        201,
        makePolicy(
          String(body.title),
          String(body.content),
          String(body.categoryId),
          Boolean(body.isPublished),
        ),
      );
    const policy = store.policies.find((p) => p.id === id);
    if (!policy) return jsonResponse(404, { message: 'Policy not found. It may have been deleted.' });
    if (!sub && request.method === 'GET') return jsonResponse(200, policy);
    if (!sub && request.method === 'PUT') {
      if (body.baseVersion !== policy.version)
        return jsonResponse(409, {
          message: `This policy was changed elsewhere (it is now at version ${policy.version}) since you opened it, so your save was not applied.`,
        });
      return jsonResponse(
        200,
        save(
          policy,
          {
            title: String(body.title),
            content: String(body.content),
            isPublished: Boolean(body.isPublished),
          },
          'edited',
        ),
      );
    }
    if (!sub && request.method === 'DELETE') {
      store.policies = store.policies.filter((p) => p !== policy);
      return new Response(null, { status: 204 });
    }
    const mine = store.versions.filter((v) => v.policyId === id);
    if (sub === 'versions' && !version)
      return jsonResponse(
        200,
        [...mine].reverse().map(({ content: _c, ...v }) => v),
      );
    const v = mine.find((x) => x.version === Number(version));
    if (!v) return jsonResponse(404, { message: 'Version not found' });
    if (action === 'restore')
      return jsonResponse(
        200,
        save(
          policy,
          { title: v.title, content: v.content, isPublished: policy.isPublished },
          'restored',
          v.version,
        ),
      );
    return jsonResponse(200, v);
  }
  if (resource === 'policy-chat') return chatAnswer(request);
  return new Response(`No mock for ${request.method} ${url.pathname}`, { status: 501 });
}

let chatAnswer: (request: RecordedRequest) => Response | Promise<Response> = () =>
  jsonResponse(500, { message: 'No chat' });
let storageAnswer: (request: RecordedRequest) => Response = () => new Response(null, { status: 204 });
let uploads: Array<Record<string, unknown>> = [];

beforeEach(() => {
  store = { categories: [], policies: [], versions: [] };
  seq = 0;
  uploads = [];
  storageAnswer = () => new Response(null, { status: 204 });
  sessionStorage.clear();
});

const open = (path = '/my-policies') => {
  const mocked = mockFetch(api);
  return { ...renderWithProviders(<PolicyLibrary />, { path }), ...mocked };
};

describe('My Policies', () => {
  it("shows 'Loading categories...', then the empty library with its hint", async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    renderWithProviders(<PolicyLibrary />, { path: '/my-policies' });
    expect(await screen.findByText('Loading categories...')).toBeInTheDocument();
    answer.resolve(jsonResponse(200, []));
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(screen.getByText(/Your library is empty/)).toBeInTheDocument();
  });

  it("shows 'Error loading categories' when the library cannot be read", async () => {
    mockFetch(() =>
      jsonResponse(500, { message: 'Something went wrong on our side. Please try again in a moment.' }),
    );
    renderWithProviders(<PolicyLibrary />, { path: '/my-policies' });
    expect(await screen.findByText('Error loading categories')).toBeInTheDocument();
    expect(screen.getByText(/Something went wrong on our side/)).toBeInTheDocument();
  });

  it('creates a category and a sub-category, with the breadcrumb and Back', async () => {
    const { user, router } = open();
    await screen.findByText('No items found');

    await user.click(screen.getByRole('button', { name: 'Create New' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('Category name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Clinical care');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'Open Clinical care' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=c1'));
    expect(await screen.findByText(/This category is empty/)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/my-policies');
    expect(within(crumbs).getByText('Clinical care')).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Create New' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New Category' }));
    const sub = await screen.findByRole('dialog', { name: 'New Category' });
    expect(within(sub).getByText('A sub-category inside “Clinical care”.')).toBeInTheDocument();
    await user.type(within(sub).getByLabelText('Name'), 'Medication');
    await user.click(within(sub).getByRole('button', { name: 'Create Category' }));
    await user.click(await screen.findByRole('link', { name: 'Open Medication' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Medication'),
      ).toBeInTheDocument(),
    );
    expect(store.categories.find((c) => c.name === 'Medication')?.parentId).toBe('c1');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=c1'));
  });

  it('renames a category inline: Enter saves, Escape cancels', async () => {
    makeCategory('Governence', null);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit Governence' }));
    const name = screen.getByLabelText('Category name');
    await user.clear(name);
    await user.type(name, 'Nothing saved{Escape}');
    expect(await screen.findByRole('link', { name: 'Open Governence' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Governence' }));
    await user.clear(screen.getByLabelText('Category name'));
    await user.type(screen.getByLabelText('Category name'), 'Governance{Enter}');
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open Governance' })).toBeInTheDocument();
    expect(store.categories[0]?.name).toBe('Governance');
  });

  it("shows the server's reason when a category that holds policies cannot be deleted", async () => {
    const c = makeCategory('Clinical', null);
    makePolicy('Falls', 'Text', c.id);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Clinical' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this category?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('Failed to delete category')).toBeInTheDocument();
    expect(screen.getByText(/This category still holds 1 policy/)).toBeInTheDocument();
    expect(store.categories).toHaveLength(1);
  });

  it('creates a policy with the outline placeholder, shows Draft and the preview, and searches the view', async () => {
    const c = makeCategory('Clinical', null);
    makeCategory('Wound care', c.id, 'Dressings and pressure injuries');
    const { user } = open(`/my-policies?category=${c.id}`);
    await screen.findByRole('link', { name: 'Open Wound care' });

    await user.click(screen.getByRole('button', { name: 'Create New' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Policy' });
    const content = within(dialog).getByLabelText('Content');
    for (const part of [
      'Policy Title',
      'Source of Obligation',
      'Policy Statement',
      'Key Principles',
      'Roles and Responsibilities',
      'Procedures',
      'Special Considerations',
      'Training',
      'Monitoring',
      'Related Documents',
      'References',
    ])
      expect(content.getAttribute('placeholder')).toContain(part);
    await user.click(within(dialog).getByRole('button', { name: 'Create Policy' }));
    expect(await within(dialog).findByText('Policy title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Policy content is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Falls Prevention');
    await user.type(
      content,
      '## Policy Statement{Enter}{Enter}Every resident is assessed for falls risk within 24 hours of entry, and again after any fall or change in mobility.',
    );
    await user.click(within(dialog).getByLabelText('Published'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Policy' }));
    expect(await screen.findByText('Policy created successfully')).toBeInTheDocument();

    const card = (await screen.findByRole('button', { name: 'Falls Prevention' })).closest(
      '.rounded-xl',
    ) as HTMLElement;
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    const preview = within(card).getByText(/^Policy Statement Every resident/);
    expect(preview.textContent).toHaveLength(101);

    const search = screen.getByRole('searchbox', { name: 'Search in Clinical' });
    await user.type(search, 'MOBILITY');
    expect(screen.getByRole('button', { name: 'Falls Prevention' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Wound care' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'pressure');
    expect(screen.getByRole('link', { name: 'Open Wound care' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Falls Prevention' })).toBeNull();
    await user.type(search, ' parking');
    expect(screen.getByText('No items found')).toBeInTheDocument();
    expect(screen.getByText(/Nothing here matches “pressure parking”/)).toBeInTheDocument();
  });

  it('edits a policy twice, compares the first version in History and restores it as a new version', async () => {
    const c = makeCategory('Clinical', null);
    const p = makePolicy('Falls', '# Falls\n\nReport within 24 hours.', c.id);
    const { user } = open(`/my-policies?category=${c.id}`);

    for (const [from, to, saved] of [
      ['24 hours', '12 hours', 2],
      ['12 hours', '6 hours', 3],
    ] as const) {
      await user.click(await screen.findByRole('button', { name: 'Edit Falls' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Policy' });
      const content = within(dialog).getByLabelText('Content') as HTMLTextAreaElement;
      await user.clear(content);
      await user.type(content, `# Falls{Enter}{Enter}Report within ${to}.`);
      expect(content.value).not.toContain(from);
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect((await screen.findAllByText('Policy updated successfully')).length).toBeGreaterThan(0);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Policy' })).toBeNull());
      expect(p.version).toBe(saved);
    }
    expect(p.version).toBe(3);

    await user.click(screen.getByRole('button', { name: 'View Falls' }));
    const view = await screen.findByRole('dialog', { name: 'Falls' });
    expect(await within(view).findByText('Report within 6 hours.')).toBeInTheDocument();
    await user.click(within(view).getByRole('tab', { name: 'History' }));
    const versions = await within(view).findByRole('list', { name: 'Versions, newest first' });
    expect(
      within(versions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Version 3Edited.*by Jane CitizenCurrent$/),
      expect.stringMatching(/^Version 2Edited/),
      expect.stringMatching(/^Version 1Created/),
    ]);
    await user.click(
      within(within(versions).getAllByRole('listitem')[2] as HTMLElement).getByRole('button', {
        name: 'Compare',
      }),
    );
    const diff = await within(view).findByLabelText('Differences from the current version');
    expect(within(diff).getByText('24', { selector: 'del' })).toBeInTheDocument();
    expect(within(diff).getByText('6', { selector: 'ins' })).toBeInTheDocument();

    await user.click(within(view).getByRole('button', { name: 'Restore version 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version 1 restored')).toBeInTheDocument();
    expect(p).toMatchObject({ version: 4, content: '# Falls\n\nReport within 24 hours.' });
    await waitFor(() =>
      expect(within(view).getAllByRole('listitem')[0]?.textContent).toMatch(
        /^Version 4Restored version 1.*Current$/,
      ),
    );
  });

  it('keeps the text of an edit the server refuses because the policy changed meanwhile', async () => {
    const c = makeCategory('Clinical', null);
    const p = makePolicy('Falls', 'Original', c.id);
    const { user } = open(`/my-policies?category=${c.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Falls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Policy' });
    save(p, { title: 'Falls', content: 'Changed in another tab', isPublished: true }, 'edited');
    await user.type(within(dialog).getByLabelText('Content'), ' and my addition');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Not saved: the policy changed meanwhile')).toBeInTheDocument();
    expect((within(dialog).getByLabelText('Content') as HTMLTextAreaElement).value).toBe(
      'Original and my addition',
    );
  });

  it('asks before deleting a policy, then deletes it', async () => {
    const c = makeCategory('Clinical', null);
    makePolicy('Falls', 'Text', c.id);
    const { user } = open(`/my-policies?category=${c.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Falls' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this policy?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete policy' }));
    expect(await screen.findByText('Policy deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(store.policies).toEqual([]);
  });

  it('opens a linked policy inside its category', async () => {
    const c = makeCategory('Clinical', null);
    const p = makePolicy('Falls', '# Falls\n\n## Reporting\n\nWithin 24 hours.', c.id);
    const { router } = open(`/my-policies?policy=${p.id}&heading=reporting`);
    const view = await screen.findByRole('dialog', { name: 'Falls' });
    expect(await within(view).findByRole('heading', { name: 'Reporting' })).toHaveAttribute(
      'id',
      'policy-heading-reporting',
    );
    await waitFor(() => expect(router.state.location.search).toContain(`category=${c.id}`));
  });

  it('chats with the assistant about a policy: Enter sends, the answer cites its source, which opens the policy there', async () => {
    const c = makeCategory('Clinical', null);
    const p = makePolicy('Falls', '# Falls\n\n## Reporting\n\nThe GP is told within 2 hours.', c.id);
    const answer = deferred<Response>();
    chatAnswer = () => answer.promise;
    const { user, requests } = open(`/my-policies?category=${c.id}`);
    await user.click(await screen.findByRole('button', { name: 'Chat with Assistant about Falls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Policy Assistant' });
    expect(within(dialog).getByText('Answers come from your “Falls” policy.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Your question'), '   {Enter}');
    expect(within(dialog).getByText('Please type a question')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your question'), 'How soon is the GP told?{Enter}');
    expect(await within(dialog).findByText('The assistant is typing…')).toBeInTheDocument();
    expect(requests.find((r) => r.url.endsWith('/api/policy-chat'))?.body).toEqual({
      question: 'How soon is the GP told?',
      policyId: p.id,
      categoryId: null,
    });
    answer.resolve(
      jsonResponse(200, {
        answer:
          '**In short: within 2 hours.**\n\nFrom **Falls** (under “Reporting”):\n\n> The GP is told within 2 hours.',
        answered: true,
        citations: [
          {
            policyId: p.id,
            title: 'Falls',
            heading: 'Reporting',
            anchor: 'reporting',
            quote: 'The GP is told within 2 hours.',
          },
        ],
        act: [],
      }),
    );
    const log = within(dialog).getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('In short: within 2 hours.')).toBeInTheDocument();
    expect(within(log).getByText('How soon is the GP told?')).toBeInTheDocument();

    await user.click(within(log).getByRole('link', { name: 'Falls › Reporting' }));
    const view = await screen.findByRole('dialog', { name: 'Falls' });
    expect(await within(view).findByRole('heading', { name: 'Reporting' })).toHaveAttribute(
      'id',
      'policy-heading-reporting',
    );

    // The conversation is kept for the session.
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Chat with Assistant about Falls' }));
    expect(await screen.findByText('How soon is the GP told?')).toBeInTheDocument();
  });

  it('keeps the question and says so when the assistant fails', async () => {
    const c = makeCategory('Clinical', null);
    chatAnswer = () =>
      jsonResponse(500, { message: 'Something went wrong on our side. Please try again in a moment.' });
    const { user } = open(`/my-policies?category=${c.id}`);
    await user.click(await screen.findByRole('button', { name: 'Ask the Assistant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Policy Assistant' });
    expect(
      within(dialog).getByText('Answers come from the policies in “Clinical” and its sub-categories.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your question'), 'Who checks the fridge?{Enter}');
    expect(await screen.findByText('Failed to process chat message')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your question')).toHaveValue('Who checks the fridge?');
  });

  it('uploads a policy file: refuses another type at once, sends the file to storage, converts it and opens the draft', async () => {
    const c = makeCategory('Clinical', null);
    const { user, requests } = open(`/my-policies?category=${c.id}`);
    await screen.findByText('No items found');
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Upload Policy File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Policy File' });
    const input = within(dialog).getByLabelText('Policy file');
    expect(input).toHaveAttribute('accept', '.pdf,.docx,.doc,.txt,.md');

    // A browser's picker can be told to show every file: the dialog checks the type itself.
    const png = new File(['x'], 'photo.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', {
      configurable: true,
      value: { 0: png, length: 1, item: () => png },
    });
    fireEvent.change(input);
    await user.click(within(dialog).getByRole('button', { name: 'Upload and Convert' }));
    expect(
      await within(dialog).findByText(/Invalid file type\. Please upload a PDF, DOC, or DOCX file/),
    ).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await user.upload(input, new File(['docx bytes'], 'visitors.docx', { type: 'application/msword' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload and Convert' }));
    expect(await screen.findByText('Policy file uploaded and converted successfully')).toBeInTheDocument();
    expect(uploads).toEqual([
      { categoryId: c.id, fileName: 'visitors.docx', size: 10, contentType: 'application/msword' },
    ]);
    const sent = requests.find((r) => r.url.startsWith('https://storage.example/'));
    expect(sent?.url).toBe('https://storage.example/docs/');
    const form = sent?.init?.body as FormData;
    expect(form.get('key')).toBe('uploads/me/up1');
    expect((form.get('file') as File).name).toBe('visitors.docx');

    const view = await screen.findByRole('dialog', { name: 'Visitors Policy' });
    expect(within(view).getByText('Draft')).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: /Original file/ })).toBeInTheDocument();
  });

  it('says why an upload failed', async () => {
    const c = makeCategory('Clinical', null);
    storageAnswer = () => new Response('<Error><Code>EntityTooLarge</Code></Error>', { status: 400 });
    const { user } = open(`/my-policies?category=${c.id}`);
    await screen.findByText('No items found');
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Upload Policy File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Policy File' });
    await user.upload(
      within(dialog).getByLabelText('Policy file'),
      new File(['x'], 'big.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload and Convert' }));
    expect(await screen.findByText('Failed to upload and convert policy file')).toBeInTheDocument();
    expect(within(dialog).getAllByText('The file is larger than 10 MB.').length).toBeGreaterThan(0);
  });
});
