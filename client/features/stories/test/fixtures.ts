import type { Comment, Story } from '@common/schemas/stories';

/** An approved story by member 9 about challenge 1, posted two hours ago. */
export const story = (id: number, over: Partial<Story> = {}): Story => ({
  id,
  content: `Story number ${id}: I helped a neighbour carry shopping.`,
  image: null,
  status: 'approved',
  likes: 3,
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  challenge: { id: 1, title: 'Help a neighbour' },
  author: { id: 9, displayName: 'Bea Brave', avatar: null },
  commentCount: 0,
  ...over,
});

/** A comment on `storyId` by member 11. */
export const comment = (id: number, storyId: number, over: Partial<Comment> = {}): Comment => ({
  id,
  storyId,
  content: `Comment ${id}`,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  author: { id: 11, displayName: 'Cy Kind', avatar: null },
  ...over,
});
