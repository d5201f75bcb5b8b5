import type { Db } from '../../db/client';
import { completeInTransaction, seedDemoChallenges } from '../challenges/challenges.service';
import { recordOpeningBalances } from '../points/points.service';
import { findAccountByEmail } from '../users/users.service';
import { addComment } from './comments/comments.service';
import { insertStory, lockStory, updateStory } from './shared.queries';
import { likeStory } from './likes/likes.service';
import { grantStoryBonus } from './approval/approval.service';

// The demo members made by server/seed/demo.ts (our own made-up addresses, never mailed).
const DEMO = (name: string) => `${name}@demo.kindripple.local`;

const STORIES: [author: string, text: string][] = [
  [
    'amara',
    'I wrote to my old maths teacher to say her patience is why I love numbers now. She wrote back the same day!',
  ],
  ['jonas', 'Left a note for our bus driver, who waits for everyone running late. He smiled the whole route.'],
  ['priya', 'Thanked the night nurse who looked after my grandmother. She said nobody had ever written to her before.'],
  ['mateo', 'A card for the neighbour who shovels everyone’s snow. Now the whole street is signing it.'],
];

const LIKERS = ['hana', 'liam', 'amara', 'jonas', 'priya', 'mateo'];
const COMMENTS: [author: string, text: string][] = [
  ['hana', 'This made my day. I am writing one to my coach tonight.'],
  ['liam', 'Such a lovely idea, thank you for sharing!'],
];

/**
 * The demo challenges and stories, into an empty challenges table only: the demo members' points get their opening
 * ledger rows, four of them complete the current challenge and share an approved story (bonus paid), and the others
 * like and comment, all through the same rules as members.
 */
export async function seedDemoStories(db: Db): Promise<void> {
  await recordOpeningBalances(db);
  const challengeId = await seedDemoChallenges(db);
  if (challengeId === null) return;
  const members = new Map<string, number>();
  for (const name of LIKERS) {
    const account = await findAccountByEmail(db, DEMO(name));
    if (account) members.set(name, account.id);
  }
  const storyIds: number[] = [];
  for (const [author, text] of STORIES) {
    const userId = members.get(author);
    if (!userId) continue;
    const id = await db.transaction(async (tx) => {
      await completeInTransaction(tx, { userId, challengeId });
      const row = await insertStory(tx, { userId, challengeId, content: text, image: null, contactFlag: null });
      await updateStory(tx, row.id, { status: 'approved' });
      const story = await lockStory(tx, row.id);
      if (story) await grantStoryBonus(tx, story, 25);
      return row.id;
    });
    storyIds.push(id);
  }
  for (const [i, storyId] of storyIds.entries()) {
    for (const name of LIKERS.slice(0, LIKERS.length - i)) {
      const userId = members.get(name);
      if (userId) await likeStory(db, { userId, storyId }).catch(() => undefined);
    }
  }
  if (storyIds[0])
    for (const [name, text] of COMMENTS) {
      const userId = members.get(name);
      if (userId) await addComment(db, { storyId: storyIds[0], userId, content: text, now: new Date() });
    }
}
