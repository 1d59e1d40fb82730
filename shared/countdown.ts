// Countdown arithmetic for the landing and dashboard cards: pure functions so both screens and the tests agree.
import { ACT_COUNTDOWN_TARGET, ACT_COMMENCED_ISO } from './constants';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has passed; every part is then 0. */
  passed: boolean;
}

/** The landing countdown's target: 1 July 2025 00:00 in the viewer's local time zone. */
export function landingTarget(): Date {
  const { year, month, day } = ACT_COUNTDOWN_TARGET;
  return new Date(year, month - 1, day, 0, 0, 0, 0);
}

/** Splits the time from `now` to `target` into whole days, hours, minutes and seconds (zeros once passed). */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const diff = target.getTime() - now.getTime();
  if (diff <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, passed: true };
  const totalSeconds = Math.floor(diff / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    passed: false,
  };
}

/** True when the Act is in operation at `now` (it commenced on 1 November 2025). */
export function actInEffect(now: Date): boolean {
  return now.getTime() >= new Date(ACT_COMMENCED_ISO).getTime();
}
