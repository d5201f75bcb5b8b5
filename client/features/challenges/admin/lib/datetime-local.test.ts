import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime-local';

describe('datetime-local values', () => {
  it('turn the admin’s local time into UTC and back', () => {
    const local = '2026-06-01T09:30';
    const iso = fromLocalInput(local);
    expect(iso).toBe(new Date(2026, 5, 1, 9, 30).toISOString());
    expect(toLocalInput(iso)).toBe(local);
    expect(fromLocalInput('')).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
  });
});
