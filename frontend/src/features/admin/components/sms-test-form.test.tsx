// The SMS Testing tab: validation with the shared contract, the live 160 counter, the toasts by mode, the
// simulation note, and server failures (spec sections 5, 8 and 9).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { AdminTools } from './admin-tools';

function setup() {
  const view = renderWithProviders(<AdminTools />);
  const phone = screen.getByLabelText('Phone Number');
  const message = screen.getByLabelText('Message');
  const simulation = screen.getByRole('checkbox', { name: 'Simulation mode' });
  const submit = screen.getByRole('button', { name: 'Send Test SMS' });
  return { ...view, phone, message, simulation, submit };
}

const smsAnswer = (mode: 'simulation' | 'production') => ({
  success: true,
  mode,
  to: '+61412345678',
  messageId: mode === 'production' ? 'sns-123' : undefined,
  message: 'Test SMS sent',
});

describe('SMS Testing', () => {
  it('is the default tab, with simulation mode off', () => {
    mockApi({});
    const { simulation } = setup();

    expect(screen.getByRole('tab', { name: 'SMS Testing' })).toHaveAttribute('aria-selected', 'true');
    expect(simulation).not.toBeChecked();
    expect(simulation).toHaveAccessibleDescription(/outbox instead of sending it/);
  });

  it('shows the validation messages at the fields and sends nothing', async () => {
    // Prepare
    const { requests } = mockApi({});
    const { user, submit, phone, message } = setup();

    // Act
    await user.type(phone, '+1 555 123 4567');
    await user.click(submit);

    // Assess
    expect(await screen.findByText('Please enter a valid Australian phone number')).toBeInTheDocument();
    expect(screen.getByText('Message cannot be empty')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid Australian phone number'),
    );
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('Message cannot be empty'));
    expect(requests).toHaveLength(0);
  });

  it('counts the characters as you type and refuses more than 160', async () => {
    const { requests } = mockApi({});
    const { user, submit, phone, message } = setup();

    expect(screen.getByText('0/160')).toBeInTheDocument();
    await user.type(message, 'Hello');
    expect(screen.getByText('5/160')).toBeInTheDocument();

    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(161));
    expect(screen.getByText('161/160')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription(expect.stringContaining('161/160'));

    await user.type(phone, '0412 345 678');
    await user.click(submit);
    expect(await screen.findByText('SMS should be 160 characters or less')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.type(message, '{Backspace}');
    expect(screen.getByText('160/160')).toBeInTheDocument();
  });

  it("sends in simulation mode, shows 'Sending...', the toast with the mode and the outbox note", async () => {
    // Prepare
    const answer = deferred<Response>();
    const { requests } = mockApi({
      'POST /api/test-sms': () => answer.promise,
      'GET /api/admin/outbox': () => jsonResponse(200, { items: [], nextCursor: null }),
    });
    const { user, submit, phone, message, simulation } = setup();

    // Act
    await user.type(phone, '0412 345 678');
    await user.type(message, 'Test from the admin page');
    await user.click(simulation);
    await user.click(submit);

    // Assess: pending, then the answer
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
    expect(requests[0]).toMatchObject({
      url: '/api/test-sms',
      method: 'POST',
      body: { phoneNumber: '0412 345 678', message: 'Test from the admin page', forceSimulation: true },
    });
    answer.resolve(jsonResponse(200, smsAnswer('simulation')));
    expect(await screen.findByText('SMS Test Successful')).toBeInTheDocument();
    expect(screen.getByText('Test SMS was sent successfully in simulation mode.')).toBeInTheDocument();
    const note = screen
      .getByText('Simulation mode: the SMS was not sent')
      .closest('[role="status"]') as HTMLElement;
    expect(note).toHaveTextContent(/written to the outbox instead of being sent/);
    expect(note).toHaveTextContent(/needs the SMS provider \(Amazon SNS\) configured/);

    // Act: the note leads to the outbox
    await user.click(within(note).getByRole('button', { name: 'Open the Outbox tab' }));

    // Assess
    expect(screen.getByRole('tab', { name: 'Outbox' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No simulated messages yet')).toBeInTheDocument();
  });

  it('says production mode in the toast when the SMS was really sent', async () => {
    const { requests } = mockApi({ 'POST /api/test-sms': () => jsonResponse(200, smsAnswer('production')) });
    const { user, submit, phone, message } = setup();

    await user.type(phone, '0412345678');
    await user.type(message, 'Hello');
    await user.click(submit);

    expect(await screen.findByText('Test SMS was sent successfully in production mode.')).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({ forceSimulation: false });
    expect(screen.queryByText('Simulation mode: the SMS was not sent')).not.toBeInTheDocument();
    expect(screen.getByText(/sent to \+61412345678 through the SMS provider/)).toBeInTheDocument();
  });

  it("shows 'SMS Test Failed' with the server's message, and its field errors at the fields", async () => {
    mockApi({
      'POST /api/test-sms': () =>
        jsonResponse(400, {
          message: 'Check the highlighted fields.',
          fieldErrors: { phoneNumber: ['This number cannot receive SMS.'] },
        }),
    });
    const { user, submit, phone, message } = setup();

    await user.type(phone, '0212345678');
    await user.type(message, 'Hello');
    await user.click(submit);

    expect(await screen.findByText('SMS Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('This number cannot receive SMS.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send Test SMS' })).toBeEnabled();
  });

  it('falls back to the generic failure text when the server gives no message', async () => {
    mockApi({ 'POST /api/test-sms': () => new Response('', { status: 500 }) });
    const { user, submit, phone, message } = setup();

    await user.type(phone, '0412345678');
    await user.type(message, 'Hello');
    await user.click(submit);

    expect(await screen.findByText('SMS Test Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error sending the SMS. Please try again.')).toBeInTheDocument();
  });
});
