// The PRO waitlist form: validation, a real POST /api/waitlist, and its joined / already joined / failed states.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { WaitlistForm } from './waitlist-form';

describe('WaitlistForm', () => {
  it('posts the email and shows that it joined the waitlist', async () => {
    // Prepare
    const { requests } = mockFetch(() => jsonResponse(201, { joined: true, alreadyJoined: false }));
    const { user } = renderWithProviders(<WaitlistForm />);

    // Act
    await user.type(screen.getByLabelText('Email Address'), 'Owner@Example.org.au');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    // Assess
    expect(await screen.findByText("You're on the waitlist")).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/api/waitlist',
      method: 'POST',
      body: { email: 'owner@example.org.au' },
    });
  });

  it('says so when the address was already on the list', async () => {
    mockFetch(() => jsonResponse(200, { joined: true, alreadyJoined: true }));
    const { user } = renderWithProviders(<WaitlistForm />);

    await user.type(screen.getByLabelText('Email Address'), 'owner@example.org.au');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(await screen.findByText("You're already on the waitlist")).toBeInTheDocument();
  });

  it('refuses an invalid address without calling the server', async () => {
    const { requests } = mockFetch(() => jsonResponse(201, { joined: true, alreadyJoined: false }));
    const { user } = renderWithProviders(<WaitlistForm />);

    await user.type(screen.getByLabelText('Email Address'), 'owner@');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message when joining fails", async () => {
    mockFetch(() =>
      jsonResponse(500, { message: 'Something went wrong on our side. Please try again in a moment.' }),
    );
    const { user } = renderWithProviders(<WaitlistForm />);

    await user.type(screen.getByLabelText('Email Address'), 'owner@example.org.au');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
  });
});
