// /payment-success: verifying, then success or failure, and where each leads after the spec's 1.5 s.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/navigation';
import { resetFakeAuth, startSession } from '@/testing/fake-auth';
import { deferred, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { paidUser, unpaidUser } from '@/testing/users';
import { routes } from '../router';

vi.mock('@/lib/cognito', async () => (await import('@/testing/fake-auth')).cognitoModule);
vi.mock('@/lib/navigation', () => ({ leaveForExternalPage: vi.fn(), reloadPage: vi.fn() }));

const VERIFIED = { success: true, user: { email: 'jane@example.org.au' } };

beforeEach(() => {
  resetFakeAuth();
  vi.mocked(reloadPage).mockReset();
});

describe('/payment-success', () => {
  it('fails at once without a session id, offering Try Again and Return to Login', async () => {
    // Prepare
    const { requests } = mockApi({});
    const { user } = renderRoutes(routes, { path: '/payment-success' });

    // Assess
    expect(await screen.findByRole('heading', { name: 'Payment verification failed' })).toBeInTheDocument();
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getAllByText('No session ID found. Payment verification failed.').length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth');
    expect(requests).toHaveLength(0);

    // Act
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    // Assess
    expect(reloadPage).toHaveBeenCalled();
  });

  it('shows verifying, then success, and takes a signed-in payer to the dashboard after 1.5 s', async () => {
    // Prepare: the account reads unpaid before verification and paid after it
    startSession('jane@example.org.au');
    const verify = deferred<Response>();
    let paid = false;
    const { requests } = mockApi({
      'GET /api/user': () => jsonResponse(200, paid ? paidUser : unpaidUser),
      'POST /api/payment/verify-payment': async () => {
        const response = await verify.promise;
        paid = true;
        return response;
      },
      'GET /api/policy-updates/recent': () => jsonResponse(200, []),
    });
    const { router } = renderRoutes(routes, { path: '/payment-success?session_id=cs_test_abc' });

    // Assess: verifying
    expect(await screen.findByRole('heading', { name: 'Verifying your payment...' })).toBeInTheDocument();

    // Act
    verify.resolve(jsonResponse(200, VERIFIED));

    // Assess: success, its button, its toast, then the dashboard
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
    expect(requests.find((r) => r.url === '/api/payment/verify-payment')?.body).toEqual({
      sessionId: 'cs_test_abc',
      email: 'jane@example.org.au',
    });
  });

  it('sends someone without a session to log in, with the email from the server and paid=true', async () => {
    mockApi({ 'POST /api/payment/verify-payment': () => jsonResponse(200, VERIFIED) });
    const { router } = renderRoutes(routes, { path: '/payment-success?session_id=cs_test_abc' });

    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 3000 });
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('jane@example.org.au');
    expect(new URLSearchParams(router.state.location.search).get('paid')).toBe('true');
    expect(await screen.findByText('Please log in with your password to continue.')).toBeInTheDocument();
  });

  it("shows the server's reason when the payment is not verified", async () => {
    mockApi({
      'POST /api/payment/verify-payment': () =>
        jsonResponse(404, { message: 'We could not find this payment session.', error: 'session_not_found' }),
    });
    renderRoutes(routes, { path: '/payment-success?session_id=cs_missing' });

    expect(await screen.findByRole('heading', { name: 'Payment verification failed' })).toBeInTheDocument();
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getAllByText('We could not find this payment session.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toBeInTheDocument();
  });

  it("says 'Account Update Failed' when the account still reads unpaid after a verified payment", async () => {
    startSession('jane@example.org.au');
    mockApi({
      'GET /api/user': () => jsonResponse(200, unpaidUser),
      'POST /api/payment/verify-payment': () => jsonResponse(200, VERIFIED),
    });
    const { router } = renderRoutes(routes, { path: '/payment-success?session_id=cs_test_abc' });

    expect(await screen.findByRole('heading', { name: 'Account Update Failed' })).toBeInTheDocument();
    expect(
      screen.getAllByText(
        "Payment was received but your account status couldn't be updated. Please contact support.",
      ).length,
    ).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/payment-success');
  });

  it("shows 'Verification Error' when the check itself cannot be made", async () => {
    mockApi({ 'POST /api/payment/verify-payment': () => Promise.reject(new TypeError('fetch failed')) });
    renderRoutes(routes, { path: '/payment-success?session_id=cs_test_abc' });

    expect(await screen.findByText('Verification Error')).toBeInTheDocument();
    expect(screen.getAllByText('An error occurred while verifying your payment.').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Payment verification failed' })).toBeInTheDocument();
  });
});
