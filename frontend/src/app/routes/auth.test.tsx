// /auth as people meet it: the Login and Register tabs, the password checklist, the after-payment banner, the
// payment step that starts the checkout on its own, "Forgot password?", and where each outcome leads.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveForExternalPage } from '@/lib/navigation';
import { cognitoError, fakeAuthClient, resetFakeAuth, startSession, tokenFor } from '@/testing/fake-auth';
import { authorizationOf, deferred, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { paidUser, unpaidUser } from '@/testing/users';
import { routes } from '../router';

vi.mock('@/lib/cognito', async () => (await import('@/testing/fake-auth')).cognitoModule);
vi.mock('@/lib/navigation', () => ({ leaveForExternalPage: vi.fn(), reloadPage: vi.fn() }));

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_123';

beforeEach(() => {
  resetFakeAuth();
  vi.mocked(leaveForExternalPage).mockReset();
});

async function openAuth(path = '/auth') {
  const view = renderRoutes(routes, { path });
  await screen.findByRole('tab', { name: 'Login' });
  return view;
}

describe('/auth', () => {
  it('has Login and Register tabs whose fields are all required, with email fields of email type', async () => {
    // Prepare
    mockApi({});
    const { user } = await openAuth();
    const login = screen.getByRole('form', { name: 'Login' });

    // Assess: the Login tab
    expect(within(login).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(login).getByLabelText('Email')).toBeRequired();
    expect(within(login).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(login).getByLabelText('Password')).toBeRequired();

    // Act: submit it empty
    await user.click(within(login).getByRole('button', { name: 'Login' }));

    // Assess
    expect(await within(login).findByText('Please enter your email address')).toBeInTheDocument();
    expect(within(login).getByText('Please enter your password')).toBeInTheDocument();
    expect(fakeAuthClient.signIn).not.toHaveBeenCalled();

    // Act: the Register tab, submitted empty
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    const register = await screen.findByRole('form', { name: 'Register' });
    for (const label of ['First Name', 'Last Name', 'Email', 'Password']) {
      expect(within(register).getByLabelText(label)).toBeRequired();
    }
    expect(within(register).getByLabelText('Email')).toHaveAttribute('type', 'email');
    await user.click(within(register).getByRole('button', { name: 'Register' }));

    // Assess
    expect(await within(register).findByText('Please enter your first name')).toBeInTheDocument();
    expect(within(register).getByText('Please enter your last name')).toBeInTheDocument();
    expect(within(register).getByText('Please enter your email address')).toBeInTheDocument();
    expect(within(register).getByText('Please choose a password')).toBeInTheDocument();
    expect(fakeAuthClient.signUp).not.toHaveBeenCalled();
  });

  it('shows the password policy as a checklist before anyone fails it, ticking rules as they are met', async () => {
    mockApi({});
    const { user } = await openAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    const register = await screen.findByRole('form', { name: 'Register' });
    const password = within(register).getByLabelText('Password');
    const rule = (text: RegExp) => within(register).getByText(text).closest('li') as HTMLElement;

    // Assess: listed, none met, and describing the field
    expect(password).toHaveAccessibleDescription(/Your password needs:/);
    for (const text of [
      /At least 8 characters/,
      /An upper case letter/,
      /A lower case letter/,
      /A number/,
      /A symbol/,
    ]) {
      expect(rule(text)).toHaveAttribute('data-met', 'false');
    }

    // Act
    await user.type(password, 'abcdefgH');

    // Assess
    expect(rule(/At least 8 characters/)).toHaveAttribute('data-met', 'true');
    expect(rule(/An upper case letter/)).toHaveAttribute('data-met', 'true');
    expect(rule(/A lower case letter/)).toHaveAttribute('data-met', 'true');
    expect(rule(/A number/)).toHaveAttribute('data-met', 'false');
    expect(rule(/A symbol/)).toHaveAttribute('data-met', 'false');

    // Act: submit with a password that misses the policy
    await user.type(within(register).getByLabelText('First Name'), 'Jane');
    await user.type(within(register).getByLabelText('Last Name'), 'Citizen');
    await user.type(within(register).getByLabelText('Email'), 'jane@example.org.au');
    await user.click(within(register).getByRole('button', { name: 'Register' }));

    // Assess
    expect(
      await within(register).findByText('Choose a password that meets every requirement in the list.'),
    ).toBeInTheDocument();
    expect(fakeAuthClient.signUp).not.toHaveBeenCalled();
  });

  it('after a payment (?email=...&paid=true) prefills the email and says the account is activated', async () => {
    mockApi({});
    await openAuth('/auth?email=jane%40example.org.au&paid=true');

    expect(screen.getByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('Please log in with your password to continue.')).toBeInTheDocument();
    expect(screen.getByText(/Your account has been activated/)).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Login' })).getByLabelText('Email')).toHaveValue(
      'jane@example.org.au',
    );
  });

  it('logs a paid user in, welcomes them by first name and goes to /dashboard', async () => {
    // Prepare
    const { requests } = mockApi({
      'GET /api/user': () => jsonResponse(200, paidUser),
      'GET /api/policy-updates/recent': () => jsonResponse(200, []),
    });
    const { user, router } = await openAuth();
    const login = screen.getByRole('form', { name: 'Login' });

    // Act
    await user.type(within(login).getByLabelText('Email'), 'jane@example.org.au');
    await user.type(within(login).getByLabelText('Password'), 'Correct-Horse-9');
    await user.click(within(login).getByRole('button', { name: 'Login' }));

    // Assess
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Jane!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fakeAuthClient.signIn).toHaveBeenCalledWith('jane@example.org.au', 'Correct-Horse-9');
    const userCall = requests.find((r) => r.url === '/api/user');
    expect(authorizationOf(userCall)).toBe(`Bearer ${tokenFor('jane@example.org.au')}`);
  });

  it("says why a login failed in people's words", async () => {
    mockApi({});
    fakeAuthClient.signIn.mockRejectedValueOnce(
      cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
    );
    const { user } = await openAuth();
    const login = screen.getByRole('form', { name: 'Login' });

    await user.type(within(login).getByLabelText('Email'), 'jane@example.org.au');
    await user.type(within(login).getByLabelText('Password'), 'wrong');
    await user.click(within(login).getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Incorrect email or password.')).toBeInTheDocument();
    expect(within(login).getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('sends an unpaid login to the payment step, which starts the checkout by itself', async () => {
    // Prepare
    const checkout = deferred<Response>();
    const { requests } = mockApi({
      'GET /api/user': () => jsonResponse(200, unpaidUser),
      'POST /api/payment/create-checkout-session': () => checkout.promise,
    });
    const { user } = await openAuth();
    const login = screen.getByRole('form', { name: 'Login' });

    // Act
    await user.type(within(login).getByLabelText('Email'), 'jane@example.org.au');
    await user.type(within(login).getByLabelText('Password'), 'Correct-Horse-9');
    await user.click(within(login).getByRole('button', { name: 'Login' }));

    // Assess: the toast, the step, and the redirect under way without a click
    expect(await screen.findByText('Payment Required')).toBeInTheDocument();
    expect(screen.getByText('A one-time payment is required to access the platform.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(screen.getByText('Access to the platform needs a one-time payment of $4.50.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /Redirecting to secure payment page\.\.\./ }),
    ).toBeDisabled();
    const call = requests.find((r) => r.url === '/api/payment/create-checkout-session');
    expect(call?.body).toEqual({ email: unpaidUser.email, userId: unpaidUser.id });
    expect(authorizationOf(call)).toBe(`Bearer ${tokenFor('jane@example.org.au')}`);

    // Act: the server answers with the checkout page
    checkout.resolve(jsonResponse(200, { url: CHECKOUT_URL, sessionId: 'cs_test_123' }));

    // Assess: the browser is sent there
    await waitFor(() => expect(leaveForExternalPage).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it('registers with the names as Cognito attributes, then asks for the payment to complete registration', async () => {
    mockApi({
      'GET /api/user': () => jsonResponse(200, { ...unpaidUser, firstName: 'Ada', lastName: 'Lovelace' }),
      'POST /api/payment/create-checkout-session': () =>
        jsonResponse(200, { url: CHECKOUT_URL, sessionId: 'cs_test_123' }),
    });
    const { user } = await openAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    const register = await screen.findByRole('form', { name: 'Register' });

    await user.type(within(register).getByLabelText('First Name'), 'Ada');
    await user.type(within(register).getByLabelText('Last Name'), 'Lovelace');
    await user.type(within(register).getByLabelText('Email'), 'ada@example.org.au');
    await user.type(within(register).getByLabelText('Password'), 'Analytical-Engine-1843');
    await user.click(within(register).getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('A one-time payment is required to complete your registration.'),
    ).toBeInTheDocument();
    expect(fakeAuthClient.signUp).toHaveBeenCalledWith({
      email: 'ada@example.org.au',
      password: 'Analytical-Engine-1843',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada@example.org.au',
    });
    expect(fakeAuthClient.signIn).toHaveBeenCalledWith('ada@example.org.au', 'Analytical-Engine-1843');
    expect(await screen.findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    await waitFor(() => expect(leaveForExternalPage).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it('says plainly when the email is already registered', async () => {
    mockApi({});
    fakeAuthClient.signUp.mockRejectedValueOnce(
      cognitoError('UsernameExistsException', 'User already exists'),
    );
    const { user } = await openAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    const register = await screen.findByRole('form', { name: 'Register' });

    await user.type(within(register).getByLabelText('First Name'), 'Ada');
    await user.type(within(register).getByLabelText('Last Name'), 'Lovelace');
    await user.type(within(register).getByLabelText('Email'), 'ada@example.org.au');
    await user.type(within(register).getByLabelText('Password'), 'Analytical-Engine-1843');
    await user.click(within(register).getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText(/An account with this email address already exists/)).toBeInTheDocument();
  });

  it('sends a signed-in, paid visitor to the home page', async () => {
    startSession('jane@example.org.au');
    mockApi({ 'GET /api/user': () => jsonResponse(200, paidUser) });
    const { router } = renderRoutes(routes, { path: '/auth' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('after a cancelled checkout waits for Pay, and Back to Login signs out to the Login tab', async () => {
    // Prepare
    startSession('jane@example.org.au');
    const { requests } = mockApi({
      'GET /api/user': () => jsonResponse(200, unpaidUser),
      'POST /api/payment/create-checkout-session': () =>
        jsonResponse(500, { message: 'The payment provider is not reachable right now.' }),
    });
    const { user } = renderRoutes(routes, { path: '/auth?payment=cancelled' });

    // Assess: no automatic redirect this time
    expect(await screen.findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(screen.getByText(/The payment was cancelled/)).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/payment/create-checkout-session')).toBe(false);

    // Act: Pay, which fails on the server
    await user.click(screen.getByRole('button', { name: 'Pay $4.50' }));

    // Assess
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.getAllByText('The payment provider is not reachable right now.').length).toBeGreaterThan(0);
    expect(screen.getByText('Failed to create checkout session')).toBeInTheDocument();
    expect(leaveForExternalPage).not.toHaveBeenCalled();

    // Act: Back to Login
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));

    // Assess
    const login = await screen.findByRole('form', { name: 'Login' });
    expect(fakeAuthClient.signOut).toHaveBeenCalled();
    expect(within(login).getByLabelText('Email')).toHaveValue(unpaidUser.email);
  });

  it("shows 'Payment error' when the checkout cannot be reached at all", async () => {
    startSession('jane@example.org.au');
    mockApi({
      'GET /api/user': () => jsonResponse(200, unpaidUser),
      'POST /api/payment/create-checkout-session': () => Promise.reject(new TypeError('fetch failed')),
    });
    renderRoutes(routes, { path: '/auth?step=payment' });

    expect(await screen.findByText('Payment error')).toBeInTheDocument();
    expect(
      screen.getAllByText('There was an error setting up the payment. Please try again.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Pay $4.50' })).toBeEnabled();
  });

  it('resets a forgotten password with the emailed code and returns to Login with the email filled in', async () => {
    // Prepare
    mockApi({});
    const { user } = await openAuth();
    const login = screen.getByRole('form', { name: 'Login' });
    await user.type(within(login).getByLabelText('Email'), 'jane@example.org.au');

    // Act: ask for a code
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const request = await screen.findByRole('form', { name: 'Request a password reset code' });
    expect(within(request).getByLabelText('Email')).toHaveValue('jane@example.org.au');
    await user.click(within(request).getByRole('button', { name: 'Send code' }));

    // Assess
    expect(await screen.findByText('We sent a code to your email')).toBeInTheDocument();
    expect(fakeAuthClient.requestPasswordReset).toHaveBeenCalledWith('jane@example.org.au');
    const confirm = screen.getByRole('form', { name: 'Set a new password' });
    expect(within(confirm).getByLabelText('New Password')).toHaveAccessibleDescription(
      /Your password needs:/,
    );

    // Act: code and new password
    await user.type(within(confirm).getByLabelText('Code'), '123456');
    await user.type(within(confirm).getByLabelText('New Password'), 'New-Passphrase-2025');
    await user.click(within(confirm).getByRole('button', { name: 'Set new password' }));

    // Assess
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(fakeAuthClient.confirmPasswordReset).toHaveBeenCalledWith({
      email: 'jane@example.org.au',
      code: '123456',
      newPassword: 'New-Passphrase-2025',
    });
    const back = await screen.findByRole('form', { name: 'Login' });
    expect(within(back).getByLabelText('Email')).toHaveValue('jane@example.org.au');
  });
});
