import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stories } from '../../db/schema';
import type { StoryStatus } from '../../../common/schemas/stories';

// The story row as the parts of stories read and change it (posts, likes, comments, approval, the demo).

// Table-qualified by hand: in a one-table select Drizzle leaves column names bare, which the subquery would misread.
const commentCount = sql<number>`(select count(*)::int from comments c where c.story_id = "stories"."id" and c.hidden_at is null)`;

/** What a story read selects: its fields and how many visible comments it has. */
export const storyColumns = {
  id: stories.id,
  userId: stories.userId,
  challengeId: stories.challengeId,
  content: stories.content,
  image: stories.image,
  status: stories.status,
  rejectionReason: stories.rejectionReason,
  contactFlag: stories.contactFlag,
  likes: stories.likes,
  createdAt: stories.createdAt,
  commentCount,
};

export interface StoryRow {
  id: number;
  userId: number;
  challengeId: number;
  content: string;
  image: string | null;
  status: StoryStatus;
  rejectionReason: string | null;
  contactFlag: string | null;
  likes: number;
  createdAt: Date;
  commentCount: number;
}

/** One story, or none. */
export async function findStory(db: Db, id: number): Promise<StoryRow | undefined> {
  const [row] = await db.select(storyColumns).from(stories).where(eq(stories.id, id)).limit(1);
  return row;
}

/** A story's row locked for the rest of the transaction, with the points it holds. */
export async function lockStory(db: Db, id: number) {
  const [row] = await db
    .select({
      id: stories.id,
      userId: stories.userId,
      challengeId: stories.challengeId,
      status: stories.status,
      image: stories.image,
      bonusPoints: stories.bonusPoints,
      likePoints: stories.likePoints,
      likes: stories.likes,
    })
    .from(stories)
    .where(eq(stories.id, id))
    // Not FOR UPDATE: that would wait for every row whose foreign key holds a KEY SHARE lock on the story.
    .for('no key update');
  return row;
}

export async function insertStory(
  db: Db,
  values: { userId: number; challengeId: number; content: string; image: string | null; contactFlag: string | null },
) {
  const [row] = await db.insert(stories).values(values).returning({ id: stories.id });
  return row;
}

/** Changes a story's fields (content, image, status, reason, the points it holds). */
export async function updateStory(
  db: Db,
  id: number,
  values: Partial<{
    content: string;
    contactFlag: string | null;
    image: string | null;
    status: StoryStatus;
    rejectionReason: string | null;
    bonusPoints: number;
    likePoints: number;
  }>,
): Promise<void> {
  await db
    .update(stories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stories.id, id));
}
