/**
 * How long ago something happened, in two voices over one Intl.RelativeTimeFormat:
 * - 'counted' (the story card, part 2 §2): seconds, minutes, hours, then days from 24 hours, always a number
 *   ('30 seconds ago', '1 day ago', '9 days ago'); under 5 seconds, 'just now'.
 * - 'spoken' (Connections' lists): 'just now' for the first minute, then minutes, hours, 'yesterday', days, and
 *   the date ('May 3, 2026') for anything older than a week.
 * A time a little in the future (a clock running behind) reads as 'just now' in both.
 */
export function relativeTime(
  iso: string,
  { now = Date.now(), style = 'counted' }: { now?: number; style?: 'counted' | 'spoken' } = {},
): string {
  const seconds = Math.floor((now - new Date(iso).getTime()) / 1000);
  if (style === 'spoken' && seconds > WEEK)
    return new Date(iso).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' });
  if (seconds < (style === 'spoken' ? 60 : 5)) return 'just now';
  const format = FORMATS[style];
  if (seconds < 60) return format.format(-seconds, 'second');
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < DAY) return format.format(-Math.floor(seconds / 3600), 'hour');
  return format.format(-Math.floor(seconds / DAY), 'day');
}

const DAY = 86_400;
const WEEK = 7 * DAY;
const FORMATS = {
  counted: new Intl.RelativeTimeFormat('en', { numeric: 'always' }),
  spoken: new Intl.RelativeTimeFormat('en', { numeric: 'auto' }),
};
