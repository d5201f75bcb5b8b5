import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { connectionEvents, conversations } from '../../../db/schema';
import { useTestApp } from '../../../test/harness';
import { useMemberStreams } from '../../../test/sse';
import { matchedPair, type Member } from '../../../test/factories/connections';

// The five ways a member's conversations close from outside them go through one function (closeConversations): each
// closes the conversation and tells both people's open chats at once.

const { t, http } = useTestApp();
const db = () => t.db as Db;
const streamOf = useMemberStreams(t);

/** The `conversation` events stored for the member that say this conversation closed. */
const closingEventsOf = async (userId: number, conversationId: number) =>
  (
    await db()
      .select({ payload: connectionEvents.payload })
      .from(connectionEvents)
      .where(and(eq(connectionEvents.userId, userId), eq(connectionEvents.type, 'conversation')))
  )
    .map((r) => r.payload)
    .filter((p) => p.conversationId === conversationId && p.status === 'closed');

const teen = `${new Date().getUTCFullYear() - 15}-01-01`;

type Pair = Awaited<ReturnType<typeof matchedPair>>;
interface Path {
  name: string;
  reason: string;
  /** Who the action is about (the other one is told too). */
  target: (p: Pair) => Member;
  act: (p: Pair) => Promise<{ statusCode: number; body: string }>;
  /** Whether the target's account (and so its events) is gone afterwards. */
  gone?: boolean;
  /** Whether the conversation now crosses the age pools, so the other person no longer sees it at all. */
  apart?: boolean;
}

const paths: Path[] = [
  {
    name: 'a suspension',
    reason: 'member suspended',
    target: (p) => p.helper,
    act: async (p) => (await http.admin()).http.post(`/api/admin/users/${p.helper.user.id}/suspend`, { reason: 'x' }),
  },
  {
    name: 'an admin block',
    reason: 'blocked by an admin',
    target: (p) => p.helper,
    act: async (p) =>
      (await http.admin()).http.post(`/api/admin/connections/block/${p.helper.user.id}`, { reason: 'Harassment' }),
  },
  {
    name: "a member's block",
    reason: 'blocked by a member',
    target: (p) => p.requester,
    act: (p) => p.requester.http.post('/api/connections/blocks', { userId: p.helper.user.id }),
  },
  {
    name: 'an account deletion',
    reason: 'account deleted',
    target: (p) => p.helper,
    act: (p) => p.helper.http.delete('/api/user', { username: p.helper.user.username }),
    gone: true,
  },
  {
    name: 'a date-of-birth correction across the age band',
    reason: 'age band corrected',
    target: (p) => p.requester,
    act: async (p) =>
      (await http.admin()).http.patch(`/api/admin/users/${p.requester.user.id}/date-of-birth`, {
        dateOfBirth: teen,
        reason: 'Parent wrote in',
      }),
    apart: true,
  },
];

describe('closing a member’s conversations', () => {
  it.each(paths)('$name closes the conversation and tells both people’s open chats', async (path) => {
    const pair = await matchedPair(http);
    const target = path.target(pair);
    const other = target === pair.requester ? pair.helper : pair.requester;
    const otherStream = await streamOf(other);

    const res = await path.act(pair);
    expect(res.statusCode, res.body).toBeLessThan(300);

    const [row] = await db()
      .select({ status: conversations.status, closedReason: conversations.closedReason })
      .from(conversations)
      .where(eq(conversations.id, pair.conversationId));
    expect(row).toEqual({ status: 'closed', closedReason: path.reason });

    const closed = { conversationId: pair.conversationId, status: 'closed', removed: false };
    expect(await closingEventsOf(other.user.id, pair.conversationId)).toEqual([closed]);
    // A deleted account's events go with its row; everyone else's chat hears it as the other person's does.
    expect(await closingEventsOf(target.user.id, pair.conversationId)).toEqual(path.gone ? [] : [closed]);

    await otherStream.waitFor(1);
    expect(otherStream.events.map((e) => e.data)).toContainEqual(
      expect.objectContaining({ type: 'conversation', ...closed }),
    );
    const seen = await other.http.get(`/api/connections/conversations/${pair.conversationId}`);
    if (path.apart) expect(seen.statusCode).toBe(404);
    else expect(seen.json()).toMatchObject({ status: 'closed' });
  });
});
