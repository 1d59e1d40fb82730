// The /business-profile screen: the account's own profile loads into the form, the description's rules, Save sends
// the profile and shows what the server has, documents are listed with their sizes and dates (or 'No documents
// uploaded yet'), and a profile the account does not own is "not found".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessDocument, SubscriberProfile } from '@shared/contracts/business-profile';
import { routes } from '@/app/router';
import { resetFakeAuth, startSession } from '@/testing/fake-auth';
import { jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { paidUser } from '@/testing/users';
import { formatSize } from './documents-panel';

vi.mock('@/lib/cognito', async () => (await import('@/testing/fake-auth')).cognitoModule);
vi.mock('@/lib/navigation', () => ({ leaveForExternalPage: vi.fn(), reloadPage: vi.fn() }));

beforeEach(() => {
  resetFakeAuth();
  localStorage.clear();
});

const PROFILE: SubscriberProfile = {
  id: 'sub-1',
  email: 'manager@sunrisecare.org.au',
  businessProfile: {
    businessName: 'Sunrise Community Care',
    description: 'Home care across the Hunter region for older people.',
  },
  logo: null,
  updatedAt: '2026-11-20T00:00:00.000Z',
};

const DOCS: BusinessDocument[] = [
  {
    id: 'doc-2',
    name: 'Floor plan.png',
    size: 3_250_000,
    contentType: 'image/png',
    uploadedAt: '2026-11-20T23:30:00.000Z',
  },
  {
    id: 'doc-1',
    name: 'Accreditation.pdf',
    description: 'Certificate 2026',
    size: 49_357,
    contentType: 'application/pdf',
    uploadedAt: '2026-11-02T01:00:00.000Z',
  },
];

function open(path: string, extra: Parameters<typeof mockApi>[0] = {}) {
  startSession(paidUser.email ?? 'someone@example.org.au');
  const api = mockApi({
    'GET /api/user': () => jsonResponse(200, paidUser),
    'GET /api/business-profile': () => jsonResponse(200, PROFILE),
    'GET /api/subscribers/sub-1/documents': () => jsonResponse(200, { documents: DOCS }),
    'GET /api/subscribers/sub-1/insight-preview': () =>
      jsonResponse(200, {
        update: {
          id: 'u1',
          title: 'Support at Home claiming changes',
          source: 'Department of Health, Disability and Ageing',
          publishedAt: '2026-11-20T00:00:00.000Z',
        },
        insight: 'As a **home care** provider, check your claiming timetable.',
      }),
    ...extra,
  });
  renderRoutes(routes, { path });
  return api;
}

describe('the business profile screen', () => {
  it("loads the account's own profile into the form and saves it to the server", async () => {
    const saved: SubscriberProfile = {
      ...PROFILE,
      businessProfile: { ...PROFILE.businessProfile, size: '120 clients, 45 staff' },
      updatedAt: '2026-11-24T00:00:00.000Z',
    };
    const api = open('/business-profile', {
      'PATCH /api/subscribers/sub-1/business-profile': () => jsonResponse(200, saved),
    });
    const name = await screen.findByLabelText('Business Name');
    await waitFor(() => expect(name).toHaveValue('Sunrise Community Care'));
    expect(screen.getByLabelText('Business Description')).toHaveValue(PROFILE.businessProfile?.description);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/dashboard');
    // How the alerts will use the profile: the newest update's insight for it.
    const preview = await screen.findByRole('region', { name: 'How your alerts will use this' });
    expect(
      await within(preview).findByText(/For the latest update, “Support at Home claiming changes”/),
    ).toBeInTheDocument();
    expect(within(preview).getByText('home care').tagName).toBe('STRONG');
    expect(
      screen.getByText(
        'This information is only used to personalise your policy updates and is never shared with third parties.',
      ),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Size'), '120 clients, 45 staff');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({
      businessName: 'Sunrise Community Care',
      businessType: undefined,
      size: '120 clients, 45 staff',
      mission: undefined,
      clientele: undefined,
      challenges: undefined,
      description: PROFILE.businessProfile?.description,
    });
  });

  it('asks for a description of 10 to 2,000 characters before saving', async () => {
    const api = open('/business-profile');
    const description = await screen.findByLabelText('Business Description');
    const user = userEvent.setup();
    await user.clear(description);
    await user.type(description, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Please provide a description of your business')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('lists the documents with description, date and size, each with View and Delete', async () => {
    open('/business-profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    const list = await screen.findByRole('list', { name: 'Documents' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Floor plan.png',
      'Accreditation.pdf',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('No description')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText(/21 Nov 2026 · 3\.1 MB/)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Certificate 2026')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/48\.2 KB/)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'View Accreditation.pdf' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete Accreditation.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeInTheDocument();
  });

  it("says 'No documents uploaded yet' when there are none", async () => {
    open('/business-profile', {
      'GET /api/subscribers/sub-1/documents': () => jsonResponse(200, { documents: [] }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
  });

  it("tells an account that opens someone else's profile that it was not found", async () => {
    open('/business-profile/sub-9', {
      'GET /api/subscribers/sub-9': () => jsonResponse(404, { message: 'Business profile not found.' }),
    });
    expect(await screen.findByText('Business profile not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your own profile' })).toHaveAttribute(
      'href',
      '/business-profile',
    );
    expect(screen.queryByLabelText('Business Name')).toBeNull();
  });

  it('sends a visitor from the landing page to sign in first, then to their profile, linked on arrival', async () => {
    let linked = false;
    const api = mockApi({
      'GET /api/user': () => jsonResponse(200, paidUser),
      'GET /api/policy-updates/recent': () => jsonResponse(200, []),
      'GET /api/subscribers/sub-1': () =>
        linked ? jsonResponse(200, PROFILE) : jsonResponse(404, { message: 'Business profile not found.' }),
      'POST /api/account/subscription': () => {
        linked = true;
        return jsonResponse(200, { linked: true, subscriberId: 'sub-1' });
      },
      'GET /api/subscribers/sub-1/documents': () => jsonResponse(200, { documents: [] }),
      'GET /api/subscribers/sub-1/insight-preview': () => jsonResponse(200, { unavailable: 'no-updates' }),
    });
    const { router, user } = renderRoutes(routes, { path: '/business-profile/sub-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(
      await screen.findByText(
        'A business profile needs an account. Sign up (or log in) and we will take you straight to your profile.',
      ),
    ).toBeInTheDocument();

    const login = screen.getByRole('form', { name: 'Login' });
    await user.type(within(login).getByLabelText('Email'), 'jane@example.org.au');
    await user.type(within(login).getByLabelText('Password'), 'Correct-Horse-9');
    await user.click(within(login).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business-profile/sub-1'));
    await waitFor(() => expect(screen.getByLabelText('Business Name')).toHaveValue('Sunrise Community Care'));
    expect(api.requests.filter((r) => r.url.endsWith('/api/account/subscription'))).toHaveLength(1);
    // The next sign-in goes to the dashboard as usual.
    expect(localStorage.getItem('after-sign-in')).toBeNull();
  });

  it('shows sizes in KB or MB with one decimal', () => {
    expect(formatSize(512)).toBe('512 bytes');
    expect(formatSize(49_357)).toBe('48.2 KB');
    expect(formatSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
