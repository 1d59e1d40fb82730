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

  it('shows 0 days, a full bar and that the Act is in effect since 1 November 2025', async () => {
    renderWithProviders(<ActStatusCard now={new Date('2026-11-22T04:00:00Z')} />);

    expect(await screen.findByTestId('act-days-left')).toHaveTextContent('0');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('The Act has been in effect since 1 November 2025.')).toBeInTheDocument();
  });

  it('says the start was deferred between the two dates', async () => {
    renderWithProviders(<ActStatusCard now={new Date('2025-08-01T00:00:00Z')} />);

    expect(
      await screen.findByText(/The start was deferred: the Act takes effect on 1 November 2025\./),
    ).toBeInTheDocument();
  });
});
