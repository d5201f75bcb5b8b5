/**
 * How long ago, as the story card says it (part 2 §2): seconds, minutes, hours, then days from 24 hours.
 * A time a little in the future (a clock running behind) reads as 'just now'.
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const s = Math.floor((now - new Date(iso).getTime()) / 1000);
  if (s < 5) return 'just now';
  const say = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (s < 60) return say(s, 'second');
  if (s < 3600) return say(Math.floor(s / 60), 'minute');
  if (s < 86_400) return say(Math.floor(s / 3600), 'hour');
  return say(Math.floor(s / 86_400), 'day');
}
