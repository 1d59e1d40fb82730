// The Act card as shown: the days, the bar's value, the View Updates link and the Act's state.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ActStatusCard } from './act-status-card';

describe('ActStatusCard', () => {
  it('shows the days left and the bar while counting down', async () => {
    renderWithProviders(<ActStatusCard now={new Date('2025-03-22T14:00:00Z')} />);

    expect(await screen.findByTestId('act-days-left')).toHaveTextContent('100');
    expect(screen.getByText('days remaining')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '73');
    expect(screen.getByRole('link', { name: 'View Updates' })).toHaveAttribute('href', '/feed');
  });

  it('once the Act is in effect, says so and since when, with nothing counting down', async () => {
    renderWithProviders(<ActStatusCard now={new Date('2026-11-22T04:00:00Z')} />);

    expect(await screen.findByText('In effect since 1 November 2025')).toBeInTheDocument();
    expect(screen.getByText(/The Act has been in effect since 1 November 2025\./)).toBeInTheDocument();
    // None of the countdown's parts contradict it.
    expect(screen.queryByText(/Announced to start/)).not.toBeInTheDocument();
    expect(screen.queryByText(/remaining/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Updates' })).toHaveAttribute('href', '/feed');
  });

  it('counts the days to the deferred start between the two dates', async () => {
    renderWithProviders(<ActStatusCard now={new Date('2025-10-01T13:00:00Z')} />);

    expect(await screen.findByTestId('act-days-left')).toHaveTextContent('30');
    expect(
      screen.getByText('Start deferred to 1 November 2025 (Australian eastern time)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/The start was deferred: the Act takes effect on 1 November 2025\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Announced to start/)).not.toBeInTheDocument();
  });
});
