import { describe, expect, it } from 'vitest';
import {
  challengeMessages,
  completeChallengeInput,
  completionForm,
  createChallengeInput,
  isLaterThanToday,
  updateChallengeInput,
} from './challenges';
import { pointsBand } from './points';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const valid = {
  title: 'Thank a teacher',
  summary: 'Write a note to a teacher who helped you.',
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-11-15T00:00:00.000Z',
};

describe('challenge form rules (part 2 §5)', () => {
  it('takes the defaults the spec gives', () => {
    expect(createChallengeInput.parse(valid)).toMatchObject({
      status: 'upcoming',
      basePoints: 50,
      bonusPoints: 25,
      image: null,
    });
  });
  it('answers with the spec messages', () => {
    expect(first(createChallengeInput.safeParse({ ...valid, title: 'ab' }))).toBe(challengeMessages.titleMin);
    expect(first(createChallengeInput.safeParse({ ...valid, summary: 'short' }))).toBe(challengeMessages.summaryMin);
    expect(first(createChallengeInput.safeParse({ ...valid, startDate: '' }))).toBe(challengeMessages.startRequired);
    expect(first(createChallengeInput.safeParse({ ...valid, basePoints: -1 }))).toBe(challengeMessages.points);
    expect(first(createChallengeInput.safeParse({ ...valid, endDate: valid.startDate }))).toBe(
      challengeMessages.endAfterStart,
    );
  });
  it('accepts only our own uploaded images', () => {
    expect(first(createChallengeInput.safeParse({ ...valid, image: 'https://evil.test/a.png' }))).toBe(
      challengeMessages.image,
    );
    expect(createChallengeInput.parse({ ...valid, image: `/uploads/content/${'a'.repeat(32)}.webp` }).image).toMatch(
      /^\/uploads\/content/,
    );
  });
  it('checks dates in a patch only when both are there', () => {
    expect(updateChallengeInput.safeParse({ endDate: valid.startDate }).success).toBe(true);
  });
});

describe('completion date', () => {
  it('is a real calendar date, optional', () => {
    expect(completeChallengeInput.parse(undefined)).toEqual({});
    expect(first(completeChallengeInput.safeParse({ completionDate: '2026-02-30' }))).toBe(
      challengeMessages.completionDate,
    );
  });
  it('is later than today only when it is later than today everywhere on Earth', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(isLaterThanToday('2026-11-25', now)).toBe(false);
    expect(isLaterThanToday('2026-11-26', now)).toBe(true);
    expect(isLaterThanToday('2026-11-24', new Date('2026-11-24T00:00:00Z'))).toBe(false);
  });
});

describe('points band', () => {
  it('places a balance inside its 500-point band', () => {
    expect(pointsBand(0)).toEqual({ lower: 0, upper: 500, percent: 0 });
    expect(pointsBand(750)).toEqual({ lower: 500, upper: 1000, percent: 50 });
  });
});

describe('the completion form', () => {
  const form = completionForm('2026-06-10', '2026-06-01');
  it('takes a day from the first to today, with the box ticked', () => {
    expect(form.safeParse({ completionDate: '2026-06-10', confirmed: true }).success).toBe(true);
    expect(form.safeParse({ completionDate: '2026-06-01', confirmed: true }).success).toBe(true);
  });
  it('refuses no day, a day after today or before the first, a bad day, and an unticked box', () => {
    expect(first(form.safeParse({ completionDate: '', confirmed: true }))).toBe(
      challengeMessages.completionDateRequired,
    );
    expect(first(form.safeParse({ completionDate: '2026-06-11', confirmed: true }))).toBe(challengeMessages.futureDate);
    expect(first(form.safeParse({ completionDate: '2026-05-31', confirmed: true }))).toBe(
      challengeMessages.beforeStart,
    );
    expect(first(form.safeParse({ completionDate: '2026-02-30', confirmed: true }))).toBe(
      challengeMessages.completionDate,
    );
    expect(first(form.safeParse({ completionDate: '2026-06-05', confirmed: false }))).toBe(
      challengeMessages.confirmRequired,
    );
  });
});
