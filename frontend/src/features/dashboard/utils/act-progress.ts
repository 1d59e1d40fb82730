// The dashboard's Act card arithmetic (spec sections 2 and 9): days left to 1 July 2025 00:00 +10:00, never below 0,
// and a bar at 100 minus the rounded share of a 365-day year still to go. The start was deferred to 1 November
// 2025: between the two dates the days count to the new start, and once the Act is in effect there is nothing left
// to count.
import { ACT_COMMENCED_ISO, ACT_COUNTDOWN_TARGET_AEST_ISO } from '@shared/constants';
import { actInEffect } from '@shared/countdown';

const DAY_MS = 86_400_000;
const SCALE_DAYS = 365;

export type ActPhase = 'counting-down' | 'deferred' | 'in-effect';

export interface ActProgress {
  daysLeft: number;
  /** 0 to 100. */
  progress: number;
  /** counting-down: to 1 July 2025; deferred: to 1 November 2025; in-effect: the Act has started (daysLeft 0). */
  phase: ActPhase;
}

function towards(target: Date, now: Date): { daysLeft: number; progress: number } {
  // A part of a day still to go counts as a day left: the last day reads 1, not 0.
  const daysLeft = Math.max(0, Math.ceil((target.getTime() - now.getTime()) / DAY_MS));
  const progress = Math.min(100, Math.max(0, 100 - Math.round((daysLeft / SCALE_DAYS) * 100)));
  return { daysLeft, progress };
}

export function actProgress(now: Date, target = new Date(ACT_COUNTDOWN_TARGET_AEST_ISO)): ActProgress {
  const announced = towards(target, now);
  if (announced.daysLeft > 0) return { ...announced, phase: 'counting-down' };
  if (actInEffect(now)) return { daysLeft: 0, progress: 100, phase: 'in-effect' };
  return { ...towards(new Date(ACT_COMMENCED_ISO), now), phase: 'deferred' };
}
