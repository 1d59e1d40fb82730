// The dashboard's Act countdown rules: days never below 0, the bar at 100 - round(days/365*100) within 0..100, and
// the Act's real state once the announced date has passed.
import { describe, expect, it } from 'vitest';
import { actProgress } from './act-progress';

const at = (iso: string) => new Date(iso);

describe('actProgress', () => {
  it('counts whole days to 1 July 2025 00:00 in +10:00, a part day counting as one', () => {
    expect(actProgress(at('2025-06-30T13:59:59Z')).daysLeft).toBe(1);
    expect(actProgress(at('2025-06-29T14:00:00Z')).daysLeft).toBe(1);
    expect(actProgress(at('2025-06-29T13:59:59Z')).daysLeft).toBe(2);
    // 00:00 +10:00 on 1 July is 14:00 UTC on 30 June: from then the days count to the deferred start.
    expect(actProgress(at('2025-06-30T14:00:00Z'))).toMatchObject({ daysLeft: 123, phase: 'deferred' });
  });

  it('never shows fewer than 0 days, and a full bar once the date has passed', () => {
    const later = actProgress(at('2026-11-22T04:00:00Z'));
    expect(later.daysLeft).toBe(0);
    expect(later.progress).toBe(100);
  });

  it('fills the bar by the share of a 365-day year gone, clamped to 0..100', () => {
    // 1 July 2024 00:00 +10:00 is 365 days before the target.
    expect(actProgress(at('2024-06-30T14:00:00Z'))).toMatchObject({ daysLeft: 365, progress: 0 });
    // More than a year ahead would go negative without the clamp.
    expect(actProgress(at('2023-01-01T00:00:00Z')).progress).toBe(0);
    // 100 days left: 100 - round(27.4) = 73.
    expect(actProgress(at('2025-03-22T14:00:00Z'))).toMatchObject({ daysLeft: 100, progress: 73 });
  });

  it('counts the days to the deferred start between 1 July and 1 November 2025', () => {
    // 1 November 2025 00:00 +11:00 is 13:00 UTC on 31 October; 1 October 13:00 UTC is 30 days before.
    expect(actProgress(at('2025-10-01T13:00:00Z'))).toMatchObject({ daysLeft: 30, phase: 'deferred' });
    expect(actProgress(at('2025-10-31T12:59:59Z'))).toMatchObject({ daysLeft: 1, phase: 'deferred' });
    expect(actProgress(at('2025-10-31T13:00:00Z'))).toMatchObject({ daysLeft: 0, phase: 'in-effect' });
  });

  it('says the start was deferred until 1 November 2025, then that the Act is in effect', () => {
    expect(actProgress(at('2025-03-22T14:00:00Z')).phase).toBe('counting-down');
    expect(actProgress(at('2025-08-01T00:00:00Z')).phase).toBe('deferred');
    expect(actProgress(at('2025-10-31T12:59:59Z')).phase).toBe('deferred');
    expect(actProgress(at('2025-10-31T13:00:00Z')).phase).toBe('in-effect');
  });
});
