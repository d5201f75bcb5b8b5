import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-05-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('counted (the story card): seconds, minutes, hours, then days from 24 hours', () => {
    const counted = (ms: number) => relativeTime(ago(ms), { now });
    expect(counted(1000)).toBe('just now');
    expect(counted(30_000)).toBe('30 seconds ago');
    expect(counted(60_000)).toBe('1 minute ago');
    expect(counted(119_000)).toBe('1 minute ago');
    expect(counted(5 * 3600_000)).toBe('5 hours ago');
    expect(counted(23.9 * 3600_000)).toBe('23 hours ago');
    expect(counted(24 * 3600_000)).toBe('1 day ago');
    expect(counted(9 * 86_400_000)).toBe('9 days ago');
    expect(relativeTime(new Date(now + 60_000).toISOString(), { now })).toBe('just now');
  });

  it('spoken (Connections): just now for a minute, yesterday, and the date after a week', () => {
    const spoken = (ms: number) => relativeTime(ago(ms), { now, style: 'spoken' });
    expect(spoken(45_000)).toBe('just now');
    expect(spoken(5 * 60_000)).toBe('5 minutes ago');
    expect(spoken(3 * 3600_000)).toBe('3 hours ago');
    expect(spoken(30 * 3600_000)).toBe('yesterday');
    expect(spoken(3 * 86_400_000)).toBe('3 days ago');
    expect(spoken(7 * 86_400_000)).toBe('7 days ago');
    expect(spoken(8 * 86_400_000)).toBe('May 2, 2026');
    expect(relativeTime(new Date(now + 300_000).toISOString(), { now, style: 'spoken' })).toBe('just now');
  });
});
