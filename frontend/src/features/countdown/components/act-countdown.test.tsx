// The landing countdown: Days/Hours/Min/Sec to 1 July 2025 00:00 local time, ticking, then zeros and the Act's status.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActCountdown } from './act-countdown';

/** The number shown above a unit label, e.g. unit('Sec') -> '09'. */
function unit(label: string): string {
  const labelEl = screen.getByText(label);
  return labelEl.previousElementSibling?.textContent ?? '';
}

describe('ActCountdown', () => {
  it('counts down every second to 1 July 2025 00:00 local time', () => {
    // Prepare: 1 day, 2 hours, 3 minutes and 10 seconds before the target, in the viewer's time zone.
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 29, 21, 56, 50));

    // Act
    render(<ActCountdown />);

    // Assess
    expect(screen.getByRole('heading', { name: 'Coming July 1st, 2025' })).toBeInTheDocument();
    expect([unit('Days'), unit('Hours'), unit('Min'), unit('Sec')]).toEqual(['01', '02', '03', '10']);
    act(() => vi.advanceTimersByTime(1000));
    expect(unit('Sec')).toBe('09');
    expect(screen.queryByText(/in effect since/)).not.toBeInTheDocument();
  });

  it('between the two dates, counts down to 1 November 2025 and says the start was deferred', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 30, 23, 59, 58));
    render(<ActCountdown />);

    act(() => vi.advanceTimersByTime(3000));

    expect(screen.getByRole('heading', { name: 'Now starting 1 November 2025' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left until 1 November 2025' })).toBeInTheDocument();
    expect(Number(unit('Days'))).toBeGreaterThanOrEqual(122);
    expect(
      screen.getByText(
        /The start of the Aged Care Act 2024 was deferred from 1 July 2025 to 1 November 2025\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Coming July/)).not.toBeInTheDocument();
  });

  it('once in effect, says so and since when, with no countdown left to contradict it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 15, 9, 0, 0));

    render(<ActCountdown />);

    expect(screen.getByRole('heading', { name: 'In effect since 1 November 2025' })).toBeInTheDocument();
    expect(
      screen.getByText(/The Aged Care Act 2024 has been in effect since 1 November 2025\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Coming July/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read the Act/ })).toHaveAttribute(
      'href',
      'https://www.legislation.gov.au/C2024A00104/latest/text',
    );
  });
});
