import { describe, expect, it } from 'vitest';
import { canDeleteStory, canEditStory, canSeeStory, seesReason } from './stories.policy';

const author = { id: 1, role: 'member' as const };
const stranger = { id: 2, role: 'member' as const };
const admin = { id: 3, role: 'admin' as const };
const story = (status: 'pending' | 'approved' | 'rejected') => ({ userId: 1, status });

describe('who may do what with a story', () => {
  it('shows approved stories to everyone, others to their author and admins', () => {
    expect(canSeeStory(story('approved'), null)).toBe(true);
    expect(canSeeStory(story('pending'), null)).toBe(false);
    expect(canSeeStory(story('rejected'), stranger)).toBe(false);
    expect(canSeeStory(story('rejected'), author)).toBe(true);
    expect(canSeeStory(story('pending'), admin)).toBe(true);
  });
  it('shows the rejection reason to the author and admins only', () => {
    expect(seesReason(story('rejected'), author)).toBe(true);
    expect(seesReason(story('rejected'), admin)).toBe(true);
    expect(seesReason(story('rejected'), stranger)).toBe(false);
  });
  it('lets the author edit what is not approved, and the author or an admin delete', () => {
    expect(canEditStory(story('rejected'), author)).toBe(true);
    expect(canEditStory(story('approved'), author)).toBe(false);
    expect(canEditStory(story('pending'), admin)).toBe(false);
    expect(canDeleteStory(story('approved'), admin)).toBe(true);
    expect(canDeleteStory(story('approved'), stranger)).toBe(false);
  });
});
