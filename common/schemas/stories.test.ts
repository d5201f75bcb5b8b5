import { describe, expect, it } from 'vitest';
import { createStoryData, storyImageIssue, storyMessages, storyStatusInput } from './stories';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('story rules (part 2 §5)', () => {
  it('needs text after trimming and at most 500 characters', () => {
    expect(first(createStoryData.safeParse({ challengeId: 1, content: '   ' }))).toBe(storyMessages.required);
    expect(first(createStoryData.safeParse({ challengeId: 1, content: 'x'.repeat(501) }))).toBe(storyMessages.tooLong);
    expect(createStoryData.parse({ challengeId: 1, content: ' hi ' }).content).toBe('hi');
  });
  it('drops a userId sent in the data', () => {
    expect(createStoryData.parse({ challengeId: '3', content: 'A kind day', userId: 99 })).toEqual({
      challengeId: 3,
      content: 'A kind day',
    });
  });
  it('tells the picked image issue with the spec texts', () => {
    expect(storyImageIssue({ type: 'image/svg+xml', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please upload a valid image file (JPEG, PNG, GIF, or WebP)',
    });
    expect(storyImageIssue({ type: 'image/png', size: 11 * 1024 * 1024 })?.title).toBe('File too large');
    expect(storyImageIssue({ type: 'image/webp', size: 1000 })).toBeNull();
  });
  it('needs a reason to reject', () => {
    expect(first(storyStatusInput.safeParse({ status: 'rejected' }))).toBe(storyMessages.reasonRequired);
    expect(storyStatusInput.safeParse({ status: 'approved' }).success).toBe(true);
  });
});
