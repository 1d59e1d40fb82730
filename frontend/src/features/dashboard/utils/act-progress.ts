// The dashboard's Act card arithmetic (spec sections 2 and 9): days left to 1 July 2025 00:00 +10:00, never below 0,
// and a bar at 100 minus the rounded share of a 365-day year still to go. The start was deferred to 1 November
// 2025, so once the countdown is over the card says whether the Act is in effect yet.
import { ACT_COUNTDOWN_TARGET_AEST_ISO } from '@shared/constants';
import { actInEffect } from '@shared/countdown';

const DAY_MS = 86_400_000;
const SCALE_DAYS = 365;

export type ActPhase = 'counting-down' | 'deferred' | 'in-effect';

export interface ActProgress {
  daysLeft: number;
  /** 0 to 100. */
  progress: number;
  phase: ActPhase;
}

export function actProgress(now: Date, target = new Date(ACT_COUNTDOWN_TARGET_AEST_ISO)): ActProgress {
  // A part of a day still to go counts as a day left: the last day reads 1, not 0.
  const daysLeft = Math.max(0, Math.ceil((target.getTime() - now.getTime()) / DAY_MS));
  const progress = Math.min(100, Math.max(0, 100 - Math.round((daysLeft / SCALE_DAYS) * 100)));
  const phase: ActPhase = daysLeft > 0 ? 'counting-down' : actInEffect(now) ? 'in-effect' : 'deferred';
  return { daysLeft, progress, phase };
}
