// Screens that need /config.json show its error (and can retry); with a valid file they get the configuration.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The configuration is loaded once per page load (module state): give every test a fresh page.
async function load() {
  const [{ renderWithProviders }, { RuntimeConfigGate }] = await Promise.all([
    import('@/testing/test-utils'),
    import('./runtime-config-gate'),
  ]);
  return { renderWithProviders, RuntimeConfigGate };
}

beforeEach(() => {
  vi.resetModules();
});

const validConfig = {
  stage: 'local',
  apiBaseUrl: '',
  region: 'ap-southeast-2',
  userPoolId: 'local_abc12345',
  userPoolClientId: 'client-1',
  authFlow: 'USER_PASSWORD_AUTH',
};

describe('RuntimeConfigGate', () => {
  it('shows an error with a retry when the configuration cannot be loaded, then recovers', async () => {
    // Prepare: the first request fails, the retry succeeds.
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('Not found', { status: 404 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(validConfig), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { renderWithProviders, RuntimeConfigGate } = await load();
    const { user } = renderWithProviders(
      <RuntimeConfigGate>{(config) => <p>Pool {config.userPoolId}</p>}</RuntimeConfigGate>,
    );

    // Assess
    expect(
      await screen.findByText('Could not load the site settings (404). Please reload the page.'),
    ).toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    // Assess
    expect(await screen.findByText('Pool local_abc12345')).toBeInTheDocument();
  });

  it('refuses a configuration that does not match the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ stage: 'local' }), { status: 200 })),
    );
    const { renderWithProviders, RuntimeConfigGate } = await load();
    renderWithProviders(<RuntimeConfigGate>{() => <p>ready</p>}</RuntimeConfigGate>);

    expect(
      await screen.findByText('The site settings are incomplete. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('ready')).not.toBeInTheDocument();
  });
});
