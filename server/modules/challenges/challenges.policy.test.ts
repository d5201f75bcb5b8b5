import { describe, expect, it } from 'vitest';
import { earliestCompletionDate, effectiveStatus, isOpen, isRecent } from './challenges.policy';

const now = new Date('2026-11-24T12:00:00Z');
const at = (iso: string) => new Date(iso);
const window = { startDate: at('2026-11-20T00:00:00Z'), endDate: at('2026-12-04T00:00:00Z') };

describe('challenge timing (decision 030)', () => {
  it('reads as completed once the end date has passed, whatever the admin chose', () => {
    for (const status of ['upcoming', 'active', 'completed'] as const)
      expect(effectiveStatus({ status, startDate: window.startDate, endDate: at('2026-11-24T11:59:59Z') }, now)).toBe(
        'completed',
      );
  });
  it('is open only while active and within its dates', () => {
    expect(isOpen({ status: 'active', ...window }, now)).toBe(true);
    expect(isOpen({ status: 'upcoming', ...window }, now)).toBe(false);
    expect(isOpen({ status: 'completed', ...window }, now)).toBe(false);
    expect(
      effectiveStatus({ status: 'active', startDate: at('2026-11-25T00:00:00Z'), endDate: window.endDate }, now),
    ).toBe('upcoming');
  });
  it('is recent for 30 days after its end', () => {
    expect(
      isRecent({ status: 'active', startDate: at('2026-10-01T00:00:00Z'), endDate: at('2026-10-30T00:00:00Z') }, now),
    ).toBe(true);
    expect(
      isRecent({ status: 'active', startDate: at('2026-09-01T00:00:00Z'), endDate: at('2026-10-20T00:00:00Z') }, now),
    ).toBe(false);
    // Ended early by the admin: recent at once.
    expect(isRecent({ status: 'completed', ...window }, now)).toBe(true);
  });
  it('accepts completion dates from the start day where the day starts last', () => {
    expect(earliestCompletionDate(at('2026-11-20T08:00:00Z'))).toBe('2026-11-19');
    expect(earliestCompletionDate(at('2026-11-20T13:00:00Z'))).toBe('2026-11-20');
  });
});
