// The signed-in branch: the guard's redirects and spinner, the shell (links, title, user menu, sign out), the
// admin page's rule and the dashboard's Recent Activity.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, resetFakeAuth, startSession } from '@/testing/fake-auth';
import { deferred, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { adminUser, paidUser, unpaidUser } from '@/testing/users';
import { routes } from '../../router';

vi.mock('@/lib/cognito', async () => (await import('@/testing/fake-auth')).cognitoModule);
vi.mock('@/lib/navigation', () => ({ leaveForExternalPage: vi.fn(), reloadPage: vi.fn() }));

beforeEach(() => {
  resetFakeAuth();
});

function signedInAs(user: typeof paidUser, extra: Parameters<typeof mockApi>[0] = {}) {
  startSession(user.email ?? 'someone@example.org.au');
  return mockApi({
    'GET /api/user': () => jsonResponse(200, user),
    'GET /api/policy-updates/recent': () => jsonResponse(200, []),
    'GET /api/policies/recent': () => jsonResponse(200, []),
    ...extra,
  });
}

describe('the login-required routes', () => {
  it('send an anonymous visitor to /auth without asking the server', async () => {
    const { requests } = mockApi({});
    const { router } = renderRoutes(routes, { path: '/feed' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('show a spinner while the session loads', async () => {
    startSession('jane@example.org.au');
    const answer = deferred<Response>();
    mockApi({
      'GET /api/user': () => answer.promise,
      'GET /api/policy-updates/recent': () => jsonResponse(200, []),
      'GET /api/policies/recent': () => jsonResponse(200, []),
    });
    renderRoutes(routes, { path: '/dashboard' });

    expect(await screen.findByText('Loading your account')).toBeInTheDocument();
    expect(screen.getByText('Loading your account').closest('[role="status"]')).not.toBeNull();

    answer.resolve(jsonResponse(200, paidUser));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('treat a session the server rejects (401) as nobody signed in', async () => {
    startSession('jane@example.org.au');
    mockApi({ 'GET /api/user': () => jsonResponse(401, { message: 'Sign in to continue.' }) });
    const { router } = renderRoutes(routes, { path: '/training' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('send an account without the payment to the payment step', async () => {
    signedInAs(unpaidUser, {
      'POST /api/payment/create-checkout-session': () =>
        jsonResponse(200, { url: 'https://pay.example/x', sessionId: 'x' }),
    });
    const { router } = renderRoutes(routes, { path: '/my-policies' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    // The payment step, with where they were going kept for after it.
    expect(router.state.location.search).toBe('?step=payment&next=%2Fmy-policies');
    expect(await screen.findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
  });

  it('tell a paid user who is not an admin that /admin is for admins only', async () => {
    signedInAs(paidUser);
    renderRoutes(routes, { path: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Tools' })).toBeInTheDocument();
  });

  it('open /admin for an admin', async () => {
    signedInAs(adminUser);
    renderRoutes(routes, { path: '/admin' });

    expect(await screen.findByRole('tab', { name: 'SMS Testing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Admins only' })).not.toBeInTheDocument();
  });
});

describe('the signed-in shell', () => {
  it('marks Training Modules active on a module page, titles the page and shows the initials', async () => {
    signedInAs(paidUser, {
      'GET /api/training/modules/abc': () => jsonResponse(404, { message: 'Training module not found.' }),
      'GET /api/training/progress/abc': () => jsonResponse(404, { message: 'Training module not found.' }),
    });
    renderRoutes(routes, { path: '/training/abc' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Training Modules' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Training Modules' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Updates Feed', '/feed'],
      ['My Policies', '/my-policies'],
      ['Policy Assessment', '/assessments'],
      ['Training Modules', '/training'],
      ['Business Profile', '/business-profile'],
    ]);
    expect(screen.getByRole('button', { name: /Jane Citizen/ })).toHaveTextContent('JC');
    expect(screen.getByRole('link', { name: 'PRO plan' })).toHaveAttribute('href', '/pro');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(await screen.findByRole('heading', { name: 'Module Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Training module not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Training Modules' })).toBeInTheDocument();
  });

  it('titles a profile page Business Profile, and navigates from the menu drawer used under 1024 px', async () => {
    signedInAs(paidUser);
    const { user } = renderRoutes(routes, { path: '/business-profile/sub-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Business Profile' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Business Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(drawer).getByRole('link', { name: 'Updates Feed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Updates Feed' })).toBeInTheDocument();
  });

  it("shows the plan, credits and items in the user menu, and signs out with 'Logging out...'", async () => {
    // Prepare
    signedInAs(paidUser);
    const signOut = deferred<void>();
    fakeAuthClient.signOut.mockImplementationOnce(async () => {
      await signOut.promise;
      localStorage.clear();
    });
    const { user, router } = renderRoutes(routes, { path: '/dashboard' });
    const trigger = await screen.findByRole('button', { name: /Jane Citizen/ });

    // Act
    await user.click(trigger);

    // Assess
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Free')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Upgrade/ })).toHaveAttribute('href', '/pro');
    expect(within(menu).getByText('682')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Homepage/ })).toHaveAttribute('href', '/');
    // No item is inert: each opens its page.
    for (const [name, href] of [
      ['Knowledge', '/help'],
      ['Account', '/account'],
      ['Settings', '/account#alerts'],
      ['Contact us', '/contact'],
    ] as const) {
      const item = within(menu).getByRole('menuitem', { name });
      expect(item).toHaveAttribute('href', href);
      expect(item).not.toHaveAttribute('aria-disabled');
    }

    // Act
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));

    // Assess: pending, then logged out at /auth with nothing cached
    expect(await within(menu).findByRole('menuitem', { name: 'Logging out...' })).toBeInTheDocument();
    signOut.resolve();
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('/dashboard', () => {
  it('lists the newest policy updates, newest first, at most five', async () => {
    const updates = Array.from({ length: 6 }, (_, i) => ({
      id: `u${i}`,
      title: `Update ${i}`,
      source: i % 2 ? 'Aged Care Quality and Safety Commission' : 'Department of Health',
      publishedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    }));
    signedInAs(paidUser, { 'GET /api/policy-updates/recent': () => jsonResponse(200, updates) });
    renderRoutes(routes, { path: '/dashboard' });

    const activity = (await screen.findByRole('heading', { name: 'Recent Activity' })).closest(
      '.rounded-xl',
    ) as HTMLElement;
    await within(activity).findByText('Update 5');
    expect(
      within(activity)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Update 5', 'Update 4', 'Update 3', 'Update 2', 'Update 1']);
    expect(
      within(activity).getAllByText('New policy update from Aged Care Quality and Safety Commission'),
    ).toHaveLength(3);
    expect(within(activity).getByRole('link', { name: 'View all updates' })).toHaveAttribute('href', '/feed');
    expect(within(activity).getByRole('link', { name: 'Go to Training Modules' })).toHaveAttribute(
      'href',
      '/training',
    );
    expect(screen.getByRole('link', { name: 'View Updates' })).toHaveAttribute('href', '/feed');
    expect(screen.getByText(/Support at Home started on 1 November 2025/)).toBeInTheDocument();
  });

  it('merges the newest policy updates with the policies created or changed in My Policies', async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 0, d)).toISOString();
    signedInAs(paidUser, {
      'GET /api/policy-updates/recent': () =>
        jsonResponse(200, [
          { id: 'u1', title: 'Update on the 3rd', source: 'Department of Health', publishedAt: day(3) },
          { id: 'u2', title: 'Update on the 1st', source: 'Department of Health', publishedAt: day(1) },
        ]),
      'GET /api/policies/recent': () =>
        jsonResponse(200, [
          { id: 'p1', title: 'Falls Prevention', createdAt: day(2), updatedAt: day(4) },
          { id: 'p2', title: 'Privacy', createdAt: day(2), updatedAt: day(2) },
        ]),
    });
    renderRoutes(routes, { path: '/dashboard' });

    const activity = (await screen.findByRole('heading', { name: 'Recent Activity' })).closest(
      '.rounded-xl',
    ) as HTMLElement;
    await within(activity).findByText('Falls Prevention');
    const rows = within(activity).getAllByRole('listitem');
    expect(rows.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Falls PreventionUpdatedUpdated in My Policies'),
      expect.stringContaining('Update on the 3rd'),
      expect.stringContaining('PrivacyNew PolicyCreated in My Policies'),
      expect.stringContaining('Update on the 1st'),
    ]);
    expect(within(activity).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/my-policies?policy=p2',
    );
  });

  it('says the recent activity could not be loaded in words a person can act on, keeps the detail in the console, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    signedInAs(paidUser, {
      'GET /api/policy-updates/recent': () =>
        fail
          ? new Response('boom', { status: 500 })
          : jsonResponse(200, [
              {
                id: 'u1',
                title: 'Update back',
                source: 'Department of Health',
                publishedAt: '2026-01-03T00:00:00Z',
              },
            ]),
    });
    const { user } = renderRoutes(routes, { path: '/dashboard' });

    expect(await screen.findByText('Recent activity could not be loaded')).toBeInTheDocument();
    expect(
      screen.getByText(/could not be loaded just now\. Check your connection and try again\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/500|boom/)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Recent activity could not be loaded',
      expect.objectContaining({ message: '500: boom' }),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Update back')).toBeInTheDocument();
    logged.mockRestore();
  });

  it("says 'No recent activity to display' when there is none", async () => {
    signedInAs(paidUser);
    renderRoutes(routes, { path: '/dashboard' });

    expect(await screen.findByText('No recent activity to display')).toBeInTheDocument();
  });
});
