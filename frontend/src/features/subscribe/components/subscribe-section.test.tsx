// The landing subscribe flow as a visitor sees it: validation, pending, success panel, failures, inline account form.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { SubscribeSection } from './subscribe-section';

function setup() {
  const onCreateAccount = vi.fn(async () => undefined);
  const view = renderWithProviders(<SubscribeSection onCreateAccount={onCreateAccount} />);
  const email = screen.getByLabelText('Email Address');
  const phone = screen.getByLabelText(/Phone Number/);
  const submit = screen.getByRole('button', { name: 'Get Policy Alerts' });
  return { ...view, email, phone, submit, onCreateAccount };
}

describe('SubscribeSection', () => {
  it('asks for an email or phone number when both are empty, and sends nothing', async () => {
    // Prepare
    const { fn } = mockFetch(() => jsonResponse(201, {}));
    const { user, submit, email } = setup();

    // Act
    await user.click(submit);

    // Assess
    expect(
      await screen.findByText('Please provide either an email address or phone number'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please provide either an email address or phone number');
    expect(fn.mock.calls.filter(([url]) => String(url).includes('/api/'))).toHaveLength(0);
  });

  it('rejects an invalid email address', async () => {
    mockFetch(() => jsonResponse(201, {}));
    const { user, submit, email } = setup();

    await user.type(email, 'not-an-email');
    await user.click(submit);

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('rejects a phone number that is not Australian', async () => {
    mockFetch(() => jsonResponse(201, {}));
    const { user, submit, phone } = setup();

    await user.type(phone, '+1 555 123 4567');
    await user.click(submit);

    expect(await screen.findByText('Please enter a valid Australian phone number')).toBeInTheDocument();
  });

  it("shows 'Subscribing...' while the request is pending", async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const { user, submit, email } = setup();

    await user.type(email, 'manager@example.org.au');
    await user.click(submit);

    const pending = await screen.findByRole('button', { name: /Subscribing\.\.\./ });
    expect(pending).toBeDisabled();
    answer.resolve(jsonResponse(201, { id: 'sub-1', emailEnabled: true, smsEnabled: false, created: true }));
    expect(await screen.findByText("You're subscribed")).toBeInTheDocument();
  });

  it('sends the contract body and replaces the form with the two cards and the business profile link', async () => {
    // Prepare
    const { requests } = mockFetch(() =>
      jsonResponse(201, { id: '01JD4S7Q8W', emailEnabled: true, smsEnabled: true, created: true }),
    );
    const { user, submit, email, phone } = setup();

    // Act
    await user.type(email, 'Manager@Example.org.au');
    await user.type(phone, '0412 345 678');
    await user.click(submit);

    // Assess
    expect(
      await screen.findByRole('heading', { name: 'Get Personalised Policy Insights' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Try More Features' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Business Profile' })).toHaveAttribute(
      'href',
      '/business-profile/01JD4S7Q8W',
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Get Policy Alerts' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/api/subscribers',
      method: 'POST',
      body: {
        email: 'Manager@Example.org.au',
        phone: '0412 345 678',
        emailEnabled: true,
        smsEnabled: true,
        firstName: 'Subscriber',
        lastName: 'User',
        consent: true,
      },
    });
    expect(requests[0]?.init?.credentials).toBe('include');
    expect(await screen.findByText('Subscription Successful')).toBeInTheDocument();
    expect(screen.getByText("You'll receive policy alerts by email and SMS.")).toBeInTheDocument();
  });

  it('words the success toast for SMS only, and links to profile 1 when the answer has no id', async () => {
    mockFetch(() => jsonResponse(201, { emailEnabled: false, smsEnabled: true, created: true }));
    const { user, submit, phone } = setup();

    await user.type(phone, '0412345678');
    await user.click(submit);

    expect(
      await screen.findByText("You'll receive policy alerts by SMS."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Business Profile' })).toHaveAttribute(
      'href',
      '/business-profile/1',
    );
  });

  it("shows 'Subscription Failed' with the server's message and puts field errors on the field", async () => {
    mockFetch(() =>
      jsonResponse(409, {
        message: 'This phone number is already subscribed with a different email address.',
        fieldErrors: { phone: ['This phone number is already subscribed.'] },
      }),
    );
    const { user, submit, email, phone } = setup();

    await user.type(email, 'new@example.org.au');
    await user.type(phone, '0412 345 678');
    await user.click(submit);

    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(
      screen.getByText('This phone number is already subscribed with a different email address.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This phone number is already subscribed.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Get Policy Alerts' })).toBeEnabled();
  });

  it('falls back to the generic failure text when the server gives no message', async () => {
    mockFetch(() => new Response('Bad gateway', { status: 502 }));
    const { user, submit, email } = setup();

    await user.type(email, 'manager@example.org.au');
    await user.click(submit);

    expect(await screen.findByText('There was an error subscribing. Please try again.')).toBeInTheDocument();
  });

  it('validates the inline account form, then creates the account with the subscribe email', async () => {
    // Prepare
    mockFetch(() => jsonResponse(201, { id: 'sub-9', emailEnabled: true, smsEnabled: false, created: true }));
    const { user, submit, email, onCreateAccount } = setup();
    await user.type(email, 'manager@example.org.au');
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    const form = await screen.findByRole('form', { name: 'Create an account' });

    // Act: nothing filled in
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    // Assess
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please provide both username and password.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
    expect(within(form).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(form).getByText(/manager@example\.org\.au/)).toBeInTheDocument();

    // Act: a password that misses the policy
    await user.type(within(form).getByLabelText('Username'), 'manager');
    await user.type(within(form).getByLabelText('Password'), 'a long passphrase');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    // Assess: told before anything is sent
    expect(
      await within(form).findByText('Choose a password that meets every requirement in the list.'),
    ).toBeInTheDocument();
    expect(onCreateAccount).not.toHaveBeenCalled();

    // Act: a password that meets it
    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'Long-Passphrase-9');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    // Assess
    expect(onCreateAccount).toHaveBeenCalledWith({
      username: 'manager',
      password: 'Long-Passphrase-9',
      email: 'manager@example.org.au',
      emailFromSubscription: true,
      subscriberId: 'sub-9',
    });
  });

  it('asks for an email address on the account form when the subscription was by SMS only', async () => {
    // Prepare
    mockFetch(() => jsonResponse(201, { id: 'sub-3', emailEnabled: false, smsEnabled: true, created: true }));
    const { user, submit, phone, onCreateAccount } = setup();
    await user.type(phone, '0412345678');
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await user.type(within(form).getByLabelText('Username'), 'sms-only');
    await user.type(within(form).getByLabelText('Password'), 'Long-Passphrase-9');

    // Act: without an email
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    // Assess
    const emailField = within(form).getByLabelText('Email');
    expect(emailField).toHaveAttribute('type', 'email');
    expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(within(form).getByText('Please provide an email address for your account.')).toBeInTheDocument();
    expect(onCreateAccount).not.toHaveBeenCalled();

    // Act: with one
    await user.type(emailField, 'owner@example.org.au');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    // Assess
    expect(onCreateAccount).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'owner@example.org.au',
        emailFromSubscription: false,
        subscriberId: 'sub-3',
      }),
    );
  });
});
