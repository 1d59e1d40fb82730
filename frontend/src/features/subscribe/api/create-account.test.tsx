// The landing page's account creation end to end in the browser: sign-up with the defaults, sign-in, linking the
// subscription, then the payment step on /auth; and what the visitor is told when a step fails.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FIRST_NAME, DEFAULT_LAST_NAME } from '@shared/constants';
import { routes } from '@/app/router';
import { cognitoError, fakeAuthClient, resetFakeAuth, tokenFor } from '@/testing/fake-auth';
import { authorizationOf, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { unpaidUser } from '@/testing/users';

vi.mock('@/lib/cognito', async () => (await import('@/testing/fake-auth')).cognitoModule);
vi.mock('@/lib/navigation', () => ({ leaveForExternalPage: vi.fn(), reloadPage: vi.fn() }));

beforeEach(() => {
  resetFakeAuth();
});

async function subscribeAndOpenAccountForm(linkAnswer: () => Response) {
  const api = mockApi({
    'POST /api/subscribers': () =>
      jsonResponse(201, { id: 'sub-42', emailEnabled: true, smsEnabled: false, created: true }),
    'POST /api/account/subscription': linkAnswer,
    'GET /api/user': () =>
      jsonResponse(200, { ...unpaidUser, email: 'owner@example.org.au', username: 'owner' }),
    'POST /api/payment/create-checkout-session': () =>
      jsonResponse(200, { url: 'https://checkout.stripe.com/c/pay/cs_1', sessionId: 'cs_1' }),
  });
  const view = renderRoutes(routes, { path: '/' });
  const { user } = view;
  await user.type(await screen.findByLabelText('Email Address'), 'owner@example.org.au');
  await user.click(screen.getByRole('button', { name: 'Get Policy Alerts' }));
  await user.click(await screen.findByRole('button', { name: 'Create Account' }));
  const form = await screen.findByRole('form', { name: 'Create an account' });
  await user.type(within(form).getByLabelText('Username'), 'owner');
  await user.type(within(form).getByLabelText('Password'), 'Strong-Passphrase-1');
  await user.click(within(form).getByRole('button', { name: 'Create Account' }));
  return { ...view, ...api };
}

describe('creating an account from the landing page', () => {
  it('registers with the subscribe email and default names, links the subscription and goes to the payment step', async () => {
    const { router, requests } = await subscribeAndOpenAccountForm(() =>
      jsonResponse(200, { linked: true, subscriberId: 'sub-42' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?step=payment');
    expect(await screen.findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(
      screen.getByText('A one-time payment is required to complete your registration.'),
    ).toBeInTheDocument();
    expect(fakeAuthClient.signUp).toHaveBeenCalledWith({
      email: 'owner@example.org.au',
      password: 'Strong-Passphrase-1',
      firstName: DEFAULT_FIRST_NAME,
      lastName: DEFAULT_LAST_NAME,
      username: 'owner',
    });
    expect(fakeAuthClient.signIn).toHaveBeenCalledWith('owner@example.org.au', 'Strong-Passphrase-1');
    const link = requests.find((r) => r.url === '/api/account/subscription');
    expect(link?.body).toEqual({ subscriberId: 'sub-42' });
    expect(authorizationOf(link)).toBe(`Bearer ${tokenFor('owner@example.org.au')}`);
  });

  it('still continues to the payment step when the subscription cannot be linked, and says so there', async () => {
    const { router } = await subscribeAndOpenAccountForm(() =>
      jsonResponse(409, { message: 'This subscription is already linked to another account.' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(
      await screen.findByText(/your alert subscription could not be attached to it/),
    ).toBeInTheDocument();
  });

  it("shows 'Registration failed' with the reason and stays on the form when Cognito refuses", async () => {
    fakeAuthClient.signUp.mockRejectedValueOnce(
      cognitoError('UsernameExistsException', 'User already exists'),
    );
    const { router } = await subscribeAndOpenAccountForm(() => jsonResponse(200, {}));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText(/An account with this email address already exists/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fakeAuthClient.signIn).not.toHaveBeenCalled();
    const form = screen.getByRole('form', { name: 'Create an account' });
    expect(within(form).getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
