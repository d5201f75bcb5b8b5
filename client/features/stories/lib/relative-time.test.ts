import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-05-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('says seconds, minutes, hours, then days from 24 hours', () => {
    expect(relativeTime(ago(1000), now)).toBe('just now');
    expect(relativeTime(ago(30_000), now)).toBe('30 seconds ago');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 3600_000), now)).toBe('5 hours ago');
    expect(relativeTime(ago(23.9 * 3600_000), now)).toBe('23 hours ago');
    expect(relativeTime(ago(24 * 3600_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(9 * 86_400_000), now)).toBe('9 days ago');
    expect(relativeTime(new Date(now + 60_000).toISOString(), now)).toBe('just now');
  });
});
