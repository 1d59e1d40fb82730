// The landing countdown card: 'Coming July 1st, 2025' with Days, Hours, Min and Sec to 1 July 2025 00:00 local
// time, ticking every second and at zero once passed. The Act's start was then deferred to 1 November 2025, so once
// the date has passed the card also says where the Act stands.
import { useEffect, useMemo, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { ACT_COMMENCED_LABEL, ACT_NAME } from '@shared/constants';
import { actInEffect, countdownParts, landingTarget } from '@shared/countdown';
import { ExternalLink } from '@/components/ui/external-link';
import { AGED_CARE_ACT_TEXT } from '@/config/resources';

const pad = (n: number) => String(n).padStart(2, '0');

export function ActCountdown() {
  const target = useMemo(landingTarget, []);
  const [now, setNow] = useState(() => new Date());
  const parts = countdownParts(target, now);
  const inEffect = actInEffect(now);
  // Nothing on the card can change once the countdown is over and the Act is in operation: stop ticking.
  const settled = parts.passed && inEffect;

  useEffect(() => {
    if (settled) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [settled]);

  const units = [
    { label: 'Days', value: parts.days },
    { label: 'Hours', value: parts.hours },
    { label: 'Min', value: parts.minutes },
    { label: 'Sec', value: parts.seconds },
  ];

  return (
    <section
      aria-labelledby="countdown-heading"
      className="rounded-2xl bg-slate-900 p-6 text-white shadow-xl ring-1 ring-slate-800 sm:p-8"
    >
      <p className="flex items-center gap-2 text-sm font-medium tracking-wide text-teal-200 uppercase">
        <CalendarClock aria-hidden="true" className="size-4" />
        The new {ACT_NAME}
      </p>
      <h2 id="countdown-heading" className="mt-2 text-2xl font-bold sm:text-3xl">
        Coming July 1st, 2025
      </h2>
      {/* role timer is not announced on every tick, which would drown out everything else. */}
      <div
        role="timer"
        aria-label="Time left until 1 July 2025"
        className="mt-6 grid grid-cols-4 gap-2 sm:gap-3"
      >
        {units.map((unit) => (
          <div key={unit.label} className="rounded-lg bg-slate-800 px-1 py-3 text-center">
            <span className="block font-mono text-2xl font-bold tabular-nums sm:text-4xl">
              {pad(unit.value)}
            </span>
            <span className="mt-1 block text-xs font-medium tracking-wide text-slate-300 uppercase sm:text-sm">
              {unit.label}
            </span>
          </div>
        ))}
      </div>
      {parts.passed ? (
        <p className="mt-6 text-base text-slate-100">
          {inEffect
            ? `The ${ACT_NAME} has been in effect since ${ACT_COMMENCED_LABEL}.`
            : `The start of the ${ACT_NAME} was deferred to ${ACT_COMMENCED_LABEL}.`}{' '}
          <ExternalLink
            href={AGED_CARE_ACT_TEXT}
            className="font-medium text-teal-200 underline underline-offset-4 hover:text-white"
          >
            Read the Act
          </ExternalLink>
        </p>
      ) : null}
    </section>
  );
}
