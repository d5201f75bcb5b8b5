import { describe, expect, it } from 'vitest';
import {
  ageBandOn,
  createProfileInput,
  createRequestInput,
  HELP_CATEGORIES,
  PREDEFINED_INTERESTS,
  PREDEFINED_LANGUAGES,
  sendMessageInput,
  updateProfileInput,
  updateRequestInput,
  completeInput,
} from './connections';

const profile = {
  canHelp: true,
  canReceiveHelp: true,
  interests: [' Reading ', 'reading', 'Chess  club'],
  languages: ['English'],
  helpCategories: ['emotional'],
  introduction: 'I like helping people study.',
  dateOfBirth: '2008-02-29',
};

describe('connections contracts', () => {
  it('has the 19 interests, 17 languages and the ten categories', () => {
    expect(PREDEFINED_INTERESTS).toHaveLength(19);
    expect(PREDEFINED_LANGUAGES).toHaveLength(17);
    expect(new Set(PREDEFINED_LANGUAGES).size).toBe(17);
    expect(HELP_CATEGORIES).toHaveLength(10);
  });

  it('reads the aliases, trims and de-duplicates custom entries, and fills the defaults', () => {
    const p = createProfileInput.parse(profile);
    expect(p).toMatchObject({
      needsHelp: true,
      bio: 'I like helping people study.',
      interests: ['Reading', 'Chess club'],
      preferredCommunication: ['chat'],
      availableHours: 'flexible',
      isActive: true,
      mailWhenAway: true,
    });
    expect(updateProfileInput.parse({ ...profile, dateOfBirth: '2001-01-01' })).not.toHaveProperty('dateOfBirth');
  });

  it('refuses a profile without an interest, a language, a category or a bio of 10-500', () => {
    const r = createProfileInput.safeParse({
      ...profile,
      interests: ['  '],
      languages: [],
      helpCategories: [],
      bio: 'short',
      introduction: undefined,
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please choose at least one interest',
        'Please choose at least one language',
        'Please choose at least one help category',
        'Please write at least 10 characters about yourself',
      ]),
    );
    expect(createProfileInput.safeParse({ ...profile, dateOfBirth: '2010-02-30' }).success).toBe(false);
  });

  it('tells the age band from the date of birth on a day', () => {
    expect(ageBandOn('2012-06-10', '2025-06-09')).toBeNull();
    expect(ageBandOn('2012-06-10', '2025-06-10')).toBe('13-17');
    expect(ageBandOn('2007-06-10', '2025-06-09')).toBe('13-17');
    expect(ageBandOn('2007-06-10', '2025-06-10')).toBe('18+');
  });

  it('keeps the request rules and messages, with normal as medium and medium by default', () => {
    const ok = { title: 'Help with maths', description: 'I need help with fractions', category: 'learning' };
    expect(createRequestInput.safeParse(ok).error?.issues[0]?.message).toBe('Please select a category');
    expect(createRequestInput.parse({ ...ok, category: 'emotional' }).urgency).toBe('medium');
    expect(createRequestInput.parse({ ...ok, category: 'emotional', urgency: 'normal' }).urgency).toBe('medium');
    expect(createRequestInput.safeParse({ ...ok, category: 'emotional', title: 'Hey' }).error?.issues[0]?.message).toBe(
      'Title must be at least 5 characters',
    );
    expect(updateRequestInput.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(updateRequestInput.parse({ category: 'tech' })).toEqual({ category: 'tech' });
  });

  it('keeps the chat and completion messages', () => {
    expect(sendMessageInput.safeParse({ content: '   ' }).error?.issues[0]?.message).toBe('Message cannot be empty');
    expect(sendMessageInput.safeParse({ content: 'x'.repeat(2001) }).success).toBe(false);
    expect(completeInput.safeParse({ revieweeId: 2 }).error?.issues[0]?.message).toBe('Please provide a rating');
  });
});
