// The /feed screen in the signed-in app: loading, error and empty states, the newest-first timeline and its cards,
// safe markdown, the admin's test update, Refresh and Load more.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedUpdate, PolicyUpdatesPage } from '@shared/contracts/feed';
import { routes } from '@/app/router';
import { resetFakeAuth, startSession } from '@/testing/fake-auth';
import { deferred, jsonResponse, mockApi, type RecordedRequest } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { adminUser, paidUser } from '@/testing/users';

vi.mock('@/lib/cognito', async () => (await import('@/testing/fake-auth')).cognitoModule);
vi.mock('@/lib/navigation', () => ({ leaveForExternalPage: vi.fn(), reloadPage: vi.fn() }));

beforeEach(() => {
  resetFakeAuth();
});

let nextId = 0;

/** An update published at noon UTC on the given day, so the date reads the same in every Australian time zone. */
function policyUpdate(day: string, overrides: Partial<FeedUpdate> = {}): FeedUpdate {
  nextId += 1;
  return {
    id: `update-${nextId}`,
    title: `Update of ${day}`,
    summary: `Summary of ${day}.`,
    source: 'Department of Health, Disability and Ageing',
    url: `https://www.health.gov.au/news/${nextId}`,
    publishedAt: `${day}T12:00:00.000Z`,
    ...overrides,
  };
}

function page(items: FeedUpdate[], nextCursor: string | null = null): PolicyUpdatesPage {
  return { items, nextCursor };
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

function openFeed(user: typeof paidUser, feed: Handler, extra: Record<string, Handler> = {}) {
  startSession(user.email ?? 'someone@example.org.au');
  const api = mockApi({
    'GET /api/user': () => jsonResponse(200, user),
    'GET /api/policy-updates': feed,
    ...extra,
  });
  const view = renderRoutes(routes, { path: '/feed' });
  const feedRequests = () => api.requests.filter((r) => r.url.startsWith('/api/policy-updates'));
  return { ...view, ...api, feedRequests };
}

/** The timeline's cards, by their titles (level 2 headings), in the order shown. */
function shownTitles(): string[] {
  const list = screen.getByRole('list', { name: 'Policy updates' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

function cardOf(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;
}

describe('/feed', () => {
  it('shows three skeleton cards while the updates load', async () => {
    const answer = deferred<Response>();
    openFeed(paidUser, () => answer.promise);

    expect(await screen.findByRole('heading', { level: 1, name: 'Updates Feed' })).toBeInTheDocument();
    const loading = await screen.findByLabelText('Loading policy updates');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.children).toHaveLength(3);

    answer.resolve(jsonResponse(200, page([policyUpdate('2026-03-02')])));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Update of 2026-03-02' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading policy updates')).not.toBeInTheDocument();
  });

  it("shows the 'Error' alert when the updates cannot be loaded, and tries again on request", async () => {
    let fail = true;
    const { user, feedRequests } = openFeed(paidUser, () =>
      fail
        ? jsonResponse(500, { message: 'Internal error' })
        : jsonResponse(200, page([policyUpdate('2026-03-02')])),
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(
      within(alert).getByText('Failed to load policy updates. Please try again later.'),
    ).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Update of 2026-03-02' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(feedRequests()).toHaveLength(2);
  });

  it("shows 'No updates yet' when nothing has been published", async () => {
    openFeed(paidUser, () => jsonResponse(200, page([])));

    expect(await screen.findByText('No updates yet')).toBeInTheDocument();
    expect(
      screen.getByText('No policy updates have been published yet. Check back later for updates.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Policy updates' })).not.toBeInTheDocument();
  });

  it("marks an update from before monitoring began as 'From before you subscribed'", async () => {
    openFeed(paidUser, () =>
      jsonResponse(
        200,
        page([policyUpdate('2026-11-20'), policyUpdate('2026-11-02', { beforeMonitoring: true })]),
      ),
    );

    expect(await screen.findByText('From before you subscribed')).toBeInTheDocument();
    expect(
      within(cardOf('Update of 2026-11-02')).getByText('From before you subscribed'),
    ).toBeInTheDocument();
    expect(within(cardOf('Update of 2026-11-20')).queryByText('From before you subscribed')).toBeNull();
  });

  it('says quietly which sources could not be checked, above the updates', async () => {
    openFeed(paidUser, () =>
      jsonResponse(200, {
        ...page([policyUpdate('2026-11-20')]),
        uncheckedSources: [{ sourceId: 'services-australia', name: 'Services Australia' }],
      }),
    );

    const notes = await screen.findByRole('list', { name: 'Sources not checked today' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Services Australia could not be checked today; we will try again tomorrow']);
    expect(shownTitles()).toEqual(['Update of 2026-11-20']);
  });

  it('lists the updates newest first on a timeline, with long dates and source badges', async () => {
    const { feedRequests } = openFeed(paidUser, () =>
      jsonResponse(
        200,
        page([
          policyUpdate('2026-01-05', { title: 'January update' }),
          policyUpdate('2026-11-21', {
            title: 'November update',
            source: 'Aged Care Quality and Safety Commission',
          }),
          policyUpdate('2026-06-30', { title: 'June update' }),
        ]),
      ),
    );

    await screen.findByRole('heading', { level: 2, name: 'November update' });
    expect(shownTitles()).toEqual(['November update', 'June update', 'January update']);
    const november = cardOf('November update');
    expect(within(november).getByText('21 November 2026')).toHaveAttribute(
      'datetime',
      '2026-11-21T12:00:00.000Z',
    );
    expect(within(november).getByText('Aged Care Quality and Safety Commission')).toBeInTheDocument();
    expect(within(cardOf('January update')).getByText('5 January 2026')).toBeInTheDocument();
    expect(
      within(cardOf('June update')).getByText('Department of Health, Disability and Ageing'),
    ).toBeInTheDocument();
    expect(feedRequests().map((r) => r.url)).toEqual(['/api/policy-updates?limit=20']);
  });

  it('renders the summary as markdown without ever running or building HTML from it', async () => {
    const summary = [
      'The **Support at Home** program starts on 1 November 2025.',
      '',
      '<script>window.feedScriptRan = true</script>',
      '',
      '<img src="x" onerror="window.feedScriptRan = true">',
      '',
      '- Read the [program manual](https://www.health.gov.au/manual)',
      '- Not a link: [click me](javascript:alert(1))',
    ].join('\n');
    const { container } = openFeed(paidUser, () =>
      jsonResponse(200, page([policyUpdate('2026-03-02', { title: 'Markdown update', summary })])),
    );

    const card = cardOf((await screen.findByRole('heading', { name: 'Markdown update' })).textContent ?? '');
    expect(within(card).getByText('Support at Home').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    // Raw HTML is shown as the text it is.
    expect(card).toHaveTextContent('<script>window.feedScriptRan = true</script>');
    expect((window as { feedScriptRan?: boolean }).feedScriptRan).toBeUndefined();

    const manual = within(card).getByRole('link', { name: /program manual/ });
    expect(manual).toHaveAttribute('href', 'https://www.health.gov.au/manual');
    expect(manual).toHaveAttribute('target', '_blank');
    expect(manual).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByText('click me').closest('a')).toBeNull();
  });

  it("links 'View Source' to the update's url in a new tab, only for web addresses", async () => {
    openFeed(paidUser, () =>
      jsonResponse(
        200,
        page([
          policyUpdate('2026-03-02', {
            title: 'Web source',
            url: 'https://www.agedcarequality.gov.au/news/1',
          }),
          policyUpdate('2026-03-01', { title: 'Odd source', url: 'javascript:alert(1)' }),
        ]),
      ),
    );

    const web = cardOf((await screen.findByRole('heading', { name: 'Web source' })).textContent ?? '');
    const link = within(web).getByRole('link', { name: /View Source/ });
    expect(link).toHaveAttribute('href', 'https://www.agedcarequality.gov.au/news/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('Web source');
    expect(within(cardOf('Odd source')).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the impact and 'What changed' when the update has them", async () => {
    openFeed(paidUser, () =>
      jsonResponse(
        200,
        page([
          policyUpdate('2026-03-02', {
            title: 'With impact',
            impact: 'high',
            whatChanged: 'The deadline moved to *1 July 2026*.',
          }),
          policyUpdate('2026-03-01', { title: 'Without impact' }),
        ]),
      ),
    );

    const withImpact = cardOf(
      (await screen.findByRole('heading', { name: 'With impact' })).textContent ?? '',
    );
    expect(within(withImpact).getByText('High impact')).toBeInTheDocument();
    expect(within(withImpact).getByRole('heading', { level: 3, name: 'What changed' })).toBeInTheDocument();
    expect(within(withImpact).getByText('1 July 2026').tagName).toBe('EM');
    const without = cardOf('Without impact');
    expect(within(without).queryByText(/^(High|Medium|Low) impact$/)).not.toBeInTheDocument();
    expect(within(without).queryByText('What changed')).not.toBeInTheDocument();
  });

  it("shows the personalised insight for the reader's business when the update has one", async () => {
    openFeed(paidUser, () =>
      jsonResponse(
        200,
        page([
          policyUpdate('2026-03-02', {
            title: 'Personalised',
            insight: 'Your **Support at Home** clients need new agreements.',
            insightFor: 'Sunrise Community Care',
          }),
          policyUpdate('2026-03-01', { title: 'General' }),
        ]),
      ),
    );

    const personal = cardOf((await screen.findByRole('heading', { name: 'Personalised' })).textContent ?? '');
    expect(
      within(personal).getByRole('heading', { level: 3, name: 'What this means for Sunrise Community Care' }),
    ).toBeInTheDocument();
    expect(within(personal).getByText('Support at Home').tagName).toBe('STRONG');
    expect(within(cardOf('General')).queryByText(/What this means/)).not.toBeInTheDocument();
  });

  it('refetches the feed with Refresh, whose tooltip says what it does', async () => {
    let items = [policyUpdate('2026-03-01', { title: 'Older update' })];
    const { user, feedRequests } = openFeed(paidUser, () => jsonResponse(200, page(items)));
    await screen.findByRole('heading', { name: 'Older update' });

    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await user.hover(refresh);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Check for new policy updates');

    items = [policyUpdate('2026-03-05', { title: 'Newer update' }), ...items];
    await user.click(refresh);
    expect(await screen.findByRole('heading', { name: 'Newer update' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Newer update', 'Older update']);
    expect(feedRequests()).toHaveLength(2);
  });

  it("loads the next page with 'Load more' and hides it after the last page", async () => {
    const { user, feedRequests } = openFeed(paidUser, (request) => {
      const cursor = new URL(request.url, 'http://localhost').searchParams.get('cursor');
      return cursor === 'page-2'
        ? jsonResponse(200, page([policyUpdate('2026-01-10', { title: 'Second page update' })]))
        : jsonResponse(200, page([policyUpdate('2026-02-10', { title: 'First page update' })], 'page-2'));
    });

    await screen.findByRole('heading', { name: 'First page update' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Second page update' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(['First page update', 'Second page update']);
    expect(feedRequests().map((r) => r.url)).toEqual([
      '/api/policy-updates?limit=20',
      '/api/policy-updates?limit=20&cursor=page-2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('hides the test update button from people who are not admins', async () => {
    openFeed(paidUser, () => jsonResponse(200, page([policyUpdate('2026-03-02')])));

    await screen.findByRole('heading', { level: 2, name: 'Update of 2026-03-02' });
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Test Update (Admin)' })).not.toBeInTheDocument();
  });

  it('lets an admin generate a test update, then refetches the feed and says so', async () => {
    let items = [policyUpdate('2026-03-01', { title: 'Existing update' })];
    const created = policyUpdate('2026-03-09', { title: 'Test update', test: true });
    const { user, requests, feedRequests } = openFeed(adminUser, () => jsonResponse(200, page(items)), {
      'POST /api/test-policy-update': () => {
        items = [created, ...items];
        return jsonResponse(201, created);
      },
    });
    await screen.findByRole('heading', { name: 'Existing update' });

    await user.click(screen.getByRole('button', { name: 'Generate Test Update (Admin)' }));

    expect(await screen.findByText('Test update generated')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Test update' })).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/test-policy-update');
    expect(post?.body).toEqual({});
    expect(feedRequests()).toHaveLength(2);
    expect(shownTitles()).toEqual(['Test update', 'Existing update']);
    // It says on the card that nobody else sees it.
    expect(screen.getAllByText('Test update: only you can see this')).toHaveLength(1);
  });

  it("tells an admin why a test update failed, with the server's message", async () => {
    const { user, feedRequests } = openFeed(
      adminUser,
      () => jsonResponse(200, page([policyUpdate('2026-03-01', { title: 'Existing update' })])),
      {
        'POST /api/test-policy-update': () =>
          jsonResponse(503, { message: 'The summariser is unavailable. Try again shortly.' }),
      },
    );
    await screen.findByRole('heading', { name: 'Existing update' });

    await user.click(screen.getByRole('button', { name: 'Generate Test Update (Admin)' }));

    expect(await screen.findByText('Test update failed')).toBeInTheDocument();
    expect(screen.getByText('The summariser is unavailable. Try again shortly.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Generate Test Update (Admin)' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    expect(feedRequests()).toHaveLength(1);
  });
});
