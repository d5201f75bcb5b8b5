import { useEffect, useState } from 'react';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end has passed. */
  over: boolean;
}

/** Days, hours, minutes and seconds from `now` until `end` (all zero once it has passed). */
export function timeLeft(end: Date | string, now: number = Date.now()): TimeLeft {
  const ms = Math.max(0, new Date(end).getTime() - now);
  const s = Math.floor(ms / 1000);
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    over: ms === 0,
  };
}

/** Whole days from `now` until `start`, rounded up (0 once it has begun). */
export function daysUntil(start: Date | string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(start).getTime() - now) / 86_400_000));
}

/** The time left until `end`, ticking every second; `onEnd` runs once when it reaches zero. */
export function useCountdown(end: string, onEnd?: () => void): TimeLeft {
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(end, now);
  useEffect(() => {
    if (left.over) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [left.over]);
  useEffect(() => {
    if (left.over) onEnd?.();
    // Only the moment it ends matters, not a new callback identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left.over]);
  return left;
}

/** Today's date in the member's own time zone, as an <input type="date"> value (yyyy-mm-dd). */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
