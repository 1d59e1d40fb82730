// The app's route table as a visitor meets it: public pages, the header and its drawer, and the not-found card.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { routes } from './router';

describe('routes', () => {
  it('shows the not-found card for a path without a route', async () => {
    renderRoutes(routes, { path: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('renders the landing page sections and a header with Overview, Login and PRO for a visitor', async () => {
    mockFetch(() => new Response(null, { status: 404 }));
    renderRoutes(routes, { path: '/' });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Stay informed on Australian aged care policy changes',
      }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(within(nav).getByRole('link', { name: 'PRO' })).toHaveAttribute('href', '/pro');
    expect(document.getElementById('subscribe')).toContainElement(screen.getByLabelText('Email Address'));
    expect(screen.getByText('No spam. Unsubscribe anytime.')).toBeInTheDocument();
    const steps = within(document.getElementById('how-it-works') as HTMLElement).getAllByRole('heading', {
      level: 3,
    });
    expect(steps.map((h) => h.textContent)).toEqual([
      'Subscribe',
      'We Monitor',
      'AI Analysis',
      'Get Notified',
    ]);
    const features = within(document.getElementById('features') as HTMLElement).getAllByRole('heading', {
      level: 3,
    });
    expect(features.map((h) => h.textContent)).toEqual([
      'Instant Notifications',
      'Concise Summaries',
      'Direct Source Links',
      'AI-Powered Insights',
      'Business Profile',
      'Compliance Confidence',
    ]);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Admin Portal' })).toHaveAttribute('href', '/admin');
    expect(within(footer).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    for (const link of within(footer).getAllByRole('link', { name: /opens in a new tab/ })) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows Dashboard instead of Login in the header when a session is stored, without loading the sign-in code', async () => {
    mockFetch(() => new Response(null, { status: 404 }));
    localStorage.setItem('CognitoIdentityServiceProvider.client-id.LastAuthUser', 'someone');
    renderRoutes(routes, { path: '/pro' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens the mobile drawer from the menu button and closes it with Escape', async () => {
    mockFetch(() => new Response(null, { status: 404 }));
    const { user } = renderRoutes(routes, { path: '/pro' });
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });

    await user.click(menuButton);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(within(drawer).getByRole('link', { name: 'PRO' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('shows the plans with their prices and calls to action on /pro', async () => {
    renderRoutes(routes, { path: '/pro' });

    expect(await screen.findByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(screen.getByText('RECOMMENDED')).toBeInTheDocument();
    expect(screen.getByText('$79')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/#subscribe');
    expect(screen.getByRole('link', { name: 'Upgrade to PRO' })).toHaveAttribute('href', '/coming-soon');
    const row = screen.getByRole('rowheader', { name: 'Business profile' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not included', 'Included']);
    const cells = (name: string) =>
      within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Business profile')).toEqual(['Not included', 'Included']);
    expect(cells('Policy Q&A chat')).toEqual(['Not included', 'Included']);
    expect(cells('Priority notifications')).toEqual(['Not included', '24-48 hours faster']);
    expect(cells('User accounts')).toEqual(['1 user account', 'Up to 5 user accounts']);
  });

  it('says plainly on /welcome that the podcast episode is not available yet', async () => {
    renderRoutes(routes, { path: '/welcome' });

    expect(
      await screen.findByText('The episode is being produced and is not available yet.'),
    ).toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
    const resources = screen
      .getByRole('heading', { name: 'Official resources' })
      .closest('section') as HTMLElement;
    expect(within(resources).getAllByRole('link')).toHaveLength(4);
  });

  it('serves real Privacy Policy and Terms of Service pages', async () => {
    renderRoutes(routes, { path: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/Privacy Act 1988/)).toBeInTheDocument();
    expect(screen.getByText(/Spam Act 2003/)).toBeInTheDocument();
  });

  it('links back to the plans from /coming-soon', async () => {
    renderRoutes(routes, { path: '/coming-soon' });
    expect(await screen.findByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to plans/ })).toHaveAttribute('href', '/pro');
  });
});
