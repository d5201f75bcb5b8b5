import { useCountdown } from '../lib/countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const LABELS = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };

/**
 * A live countdown to `end`. The ticking digits are hidden from screen readers (they would announce every
 * second); a text with the time left to the minute stands in for them.
 */
export function Countdown({ end, onEnd }: { end: string; onEnd?: () => void }) {
  const left = useCountdown(end, onEnd);
  if (left.over) return <p className="font-semibold">This challenge has ended.</p>;
  return (
    <div>
      <p className="sr-only">
        Time left: {left.days} days, {left.hours} hours and {left.minutes} minutes.
      </p>
      <div aria-hidden className="grid grid-cols-4 gap-1.5 text-center sm:gap-2" data-testid="countdown">
        {UNITS.map((u) => (
          <div key={u} className="rounded-xl bg-white/15 px-1 py-2 sm:px-2">
            <span className="block text-2xl font-extrabold tabular-nums sm:text-3xl">
              {String(left[u]).padStart(2, '0')}
            </span>
            <span className="block text-[0.625rem] uppercase opacity-90 sm:text-xs sm:tracking-wide">{LABELS[u]}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
