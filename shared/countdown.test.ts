import { describe, expect, it } from 'vitest';
import { actInEffect, countdownParts, landingTarget } from './countdown';

describe('countdown arithmetic', () => {
  const target = new Date(2025, 6, 1, 0, 0, 0);

  it('targets 1 July 2025 00:00 local time', () => {
    expect(landingTarget().getTime()).toBe(target.getTime());
  });

  it('splits the time left before the date', () => {
    const now = new Date(target.getTime() - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 - 400);
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, passed: false });
  });

  it('shows one second in the last second', () => {
    expect(countdownParts(target, new Date(target.getTime() - 1000))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      passed: false,
    });
  });

  it('is all zeros at the date and after it', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0, passed: true };
    expect(countdownParts(target, target)).toEqual(zeros);
    expect(countdownParts(target, new Date(2026, 10, 22))).toEqual(zeros);
  });

  it('knows the Act is in effect from 1 November 2025 (AEDT)', () => {
    expect(actInEffect(new Date('2025-10-31T12:59:59Z'))).toBe(false);
    expect(actInEffect(new Date('2025-10-31T13:00:00Z'))).toBe(true);
  });
});
