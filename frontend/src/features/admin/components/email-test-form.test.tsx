// The Email Testing tab: validation with the shared contract, and the three outcomes of spec section 8 (sent, not
// sent, request error), each with its toast and inline alert.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { jsonResponse, mockApi, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { AdminTools } from './admin-tools';

async function setup() {
  const view = renderWithProviders(<AdminTools />);
  await view.user.click(screen.getByRole('tab', { name: 'Email Testing' }));
  const form = screen.getByRole('form', { name: 'Send a test email' });
  const email = within(form).getByLabelText('Email');
  const subject = within(form).getByLabelText('Subject');
  const message = within(form).getByLabelText('Message');
  const simulation = within(form).getByRole('checkbox', { name: 'Simulation mode' });
  const submit = within(form).getByRole('button', { name: 'Send Test Email' });
  return { ...view, form, email, subject, message, simulation, submit };
}

async function fillIn(view: Awaited<ReturnType<typeof setup>>) {
  await view.user.type(view.email, 'manager@example.org.au');
  await view.user.type(view.subject, 'Test subject');
  await view.user.type(view.message, 'Test body');
}

/** The inline alert (not the toast) titled `title`. */
function inlineAlert(form: HTMLElement, title: string): HTMLElement {
  const alert = within(form).getByText(title).closest('[role="alert"], [role="status"]');
  if (!(alert instanceof HTMLElement)) throw new Error(`No inline alert titled ${title}`);
  return alert;
}

describe('Email Testing', () => {
  it('shows the validation messages at the fields and sends nothing', async () => {
    const { requests } = mockApi({});
    const view = await setup();

    expect(view.simulation).not.toBeChecked();
    await view.user.type(view.email, 'not-an-email');
    await view.user.click(view.submit);

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(view.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(view.subject).toHaveAccessibleDescription('Subject is required');
    expect(view.message).toHaveAccessibleDescription('Message is required');
    expect(requests).toHaveLength(0);
  });

  it("sends the test email and shows 'Success!' and 'Email Sent Successfully' with the production mode", async () => {
    // Prepare
    const { requests } = mockApi({
      'POST /api/admin/test-email': () =>
        jsonResponse(200, { success: true, message: 'Sent', mode: 'production', messageId: 'ses-1' }),
    });
    const view = await setup();

    // Act
    await fillIn(view);
    await view.user.click(view.submit);

    // Assess
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Test email sent successfully')).toBeInTheDocument();
    const alert = inlineAlert(view.form, 'Email Sent Successfully');
    expect(alert).toHaveTextContent('Mode: Production');
    expect(alert).toHaveTextContent(
      'A real email was sent to manager@example.org.au via the email delivery provider (Amazon SES).',
    );
    expect(requests[0]).toMatchObject({
      url: '/api/admin/test-email',
      method: 'POST',
      body: {
        email: 'manager@example.org.au',
        subject: 'Test subject',
        message: 'Test body',
        forceSimulation: false,
      },
    });
  });

  it('says the email went to the outbox in simulation mode', async () => {
    const { requests } = mockApi({
      'POST /api/admin/test-email': () =>
        jsonResponse(200, { success: true, message: 'Simulated', mode: 'simulation' }),
    });
    const view = await setup();

    await fillIn(view);
    await view.user.click(view.simulation);
    await view.user.click(view.submit);

    await screen.findByText('Email Sent Successfully');
    const alert = inlineAlert(view.form, 'Email Sent Successfully');
    expect(alert).toHaveTextContent('Mode: Simulation');
    expect(alert).toHaveTextContent(/written to the outbox instead of being sent/);
    expect(requests[0]?.body).toMatchObject({ forceSimulation: true });
  });

  it("shows the server's error in a toast and 'Failed to Send Email' with the mode when success is false", async () => {
    mockApi({
      'POST /api/admin/test-email': () =>
        jsonResponse(200, {
          success: false,
          message: 'Not sent',
          mode: 'production',
          error: { message: 'The sender address is not verified in Amazon SES.' },
        }),
    });
    const view = await setup();

    await fillIn(view);
    await view.user.click(view.submit);

    const alert = await within(view.form).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to Send Email');
    expect(alert).toHaveTextContent('Mode: Production');
    expect(alert).toHaveTextContent('The sender address is not verified in Amazon SES.');
    // The toast says it too.
    expect(screen.getAllByText('The sender address is not verified in Amazon SES.')).toHaveLength(2);
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to send test email' when the server gives no error message", async () => {
    mockApi({
      'POST /api/admin/test-email': () =>
        jsonResponse(200, { success: false, message: 'Not sent', mode: 'simulation' }),
    });
    const view = await setup();

    await fillIn(view);
    await view.user.click(view.submit);

    const alert = await within(view.form).findByRole('alert');
    expect(alert).toHaveTextContent('Mode: Simulation');
    expect(screen.getAllByText('Failed to send test email')).toHaveLength(2);
  });

  it("shows a request error in a toast and an inline 'Error' alert", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const view = await setup();

    await fillIn(view);
    await view.user.click(view.submit);

    const alert = await within(view.form).findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getAllByText(NETWORK_ERROR_MESSAGE)).toHaveLength(2);
    expect(screen.queryByText('Email Sent Successfully')).not.toBeInTheDocument();
  });

  it("says 'An unexpected error occurred' when a failed request has no message of its own", async () => {
    mockApi({ 'POST /api/admin/test-email': () => new Response('', { status: 502 }) });
    const view = await setup();

    await fillIn(view);
    await view.user.click(view.submit);

    const alert = await within(view.form).findByRole('alert');
    expect(alert).toHaveTextContent('An unexpected error occurred');
  });
});
