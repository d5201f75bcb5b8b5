import { describe, expect, it } from 'vitest';
import { daysUntil, timeLeft, todayInputValue } from './countdown';

const now = Date.parse('2026-05-10T12:00:00Z');

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds, and stops at zero', () => {
    expect(timeLeft(new Date(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000), now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      over: false,
    });
    expect(timeLeft(new Date(now - 1000), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });

  it('counts whole days until a start, rounded up', () => {
    expect(daysUntil(new Date(now + 3600_000), now)).toBe(1);
    expect(daysUntil(new Date(now + 4 * 86_400_000), now)).toBe(4);
    expect(daysUntil(new Date(now - 1), now)).toBe(0);
  });

  it('gives today as a date input value in the local zone', () => {
    expect(todayInputValue(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
