// The landing countdown card: 'Coming July 1st, 2025' with Days, Hours, Min and Sec to 1 July 2025 00:00 local
// time, ticking every second. The Act's start was then deferred: between the two dates the card counts down to
// 1 November 2025 and says why, and once the Act is in effect it says so and since when, with nothing counting.
import { useEffect, useMemo, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { ACT_COMMENCED_ISO, ACT_COMMENCED_LABEL, ACT_NAME } from '@shared/constants';
import { actInEffect, countdownParts, landingTarget } from '@shared/countdown';
import { ExternalLink } from '@/components/ui/external-link';
import { AGED_CARE_ACT_TEXT } from '@/config/resources';

const pad = (n: number) => String(n).padStart(2, '0');

const READ_THE_ACT_CLASS = 'font-medium text-teal-200 underline underline-offset-4 hover:text-white';

export function ActCountdown() {
  const announced = useMemo(landingTarget, []);
  const [now, setNow] = useState(() => new Date());
  const inEffect = actInEffect(now);
  const deferred = !inEffect && countdownParts(announced, now).passed;
  const parts = countdownParts(deferred ? new Date(ACT_COMMENCED_ISO) : announced, now);

  useEffect(() => {
    // Nothing on the card changes once the Act is in operation: stop ticking.
    if (inEffect) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [inEffect]);

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
        {inEffect
          ? `In effect since ${ACT_COMMENCED_LABEL}`
          : deferred
            ? `Now starting ${ACT_COMMENCED_LABEL}`
            : 'Coming July 1st, 2025'}
      </h2>
      {inEffect ? (
        <p className="mt-4 text-base text-slate-100">
          The {ACT_NAME} has been in effect since {ACT_COMMENCED_LABEL}. We watch its rules and the
          government&rsquo;s guidance every day and tell you what each change means for your business.{' '}
          <ExternalLink href={AGED_CARE_ACT_TEXT} className={READ_THE_ACT_CLASS}>
            Read the Act
          </ExternalLink>
        </p>
      ) : (
        <>
          {/* role timer is not announced on every tick, which would drown out everything else. */}
          <div
            role="timer"
            aria-label={`Time left until ${deferred ? ACT_COMMENCED_LABEL : '1 July 2025'}`}
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
          {deferred ? (
            <p className="mt-6 text-base text-slate-100">
              The start of the {ACT_NAME} was deferred from 1 July 2025 to {ACT_COMMENCED_LABEL}.{' '}
              <ExternalLink href={AGED_CARE_ACT_TEXT} className={READ_THE_ACT_CLASS}>
                Read the Act
              </ExternalLink>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
