// The /admin route: administrators get the Admin Tools (a way back, the note, four tabs, SMS first); everyone else
// gets the 'Admins only' card and the page calls no admin API.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { resetFakeAuth, startSession } from '@/testing/fake-auth';
import { jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { adminUser, paidUser } from '@/testing/users';
import { ADMIN_NOTE } from './admin-messages';

vi.mock('@/lib/cognito', async () => (await import('@/testing/fake-auth')).cognitoModule);
vi.mock('@/lib/navigation', () => ({ leaveForExternalPage: vi.fn(), reloadPage: vi.fn() }));

beforeEach(() => {
  resetFakeAuth();
});

function signedInAs(user: typeof paidUser) {
  startSession(user.email ?? 'someone@example.org.au');
  return mockApi({
    'GET /api/user': () => jsonResponse(200, user),
    'GET /api/admin/monitoring/runs': () => jsonResponse(200, { runs: [] }),
    'GET /api/admin/outbox': () => jsonResponse(200, { items: [], nextCursor: null }),
  });
}

const adminCalls = (urls: string[]) => urls.filter((url) => /\/api\/(admin|test-)/.test(url));

describe('/admin', () => {
  it('opens the Admin Tools for an admin, on the SMS Testing tab, without reading anything yet', async () => {
    const { requests } = signedInAs(adminUser);
    const { user } = renderRoutes(routes, { path: '/admin' });

    expect(await screen.findByRole('tab', { name: 'SMS Testing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Tools' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText(ADMIN_NOTE)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'SMS Testing',
      'Email Testing',
      'Monitoring',
      'Outbox',
    ]);
    expect(screen.queryByRole('heading', { name: 'Admins only' })).not.toBeInTheDocument();
    expect(adminCalls(requests.map((r) => r.url))).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Monitoring' }));
    expect(await screen.findByText('No monitoring runs yet')).toBeInTheDocument();
    expect(adminCalls(requests.map((r) => r.url))).toEqual(['/api/admin/monitoring/runs']);
  });

  it("shows the 'Admins only' card to a user who is not an admin, and calls no admin API", async () => {
    const { requests } = signedInAs(paidUser);
    renderRoutes(routes, { path: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Test SMS' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/user']);
  });
});
