import { and, count, desc, eq, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { connectionProfiles, conversations, helpRequests, users } from '../../../db/schema';
import { inPool, notBlocked } from '../shared.queries';

const helpers = alias(users, 'helpers');

/** A request with its requester's card, and (for its participants) the helper's and the conversation. */
const requestColumns = {
  id: helpRequests.id,
  title: helpRequests.title,
  description: helpRequests.description,
  category: helpRequests.category,
  urgency: helpRequests.urgency,
  status: helpRequests.status,
  requesterId: helpRequests.requesterId,
  requesterName: users.displayName,
  requesterAvatar: users.avatar,
  helperId: helpRequests.helperId,
  helperName: helpers.displayName,
  helperAvatar: helpers.avatar,
  conversationId: conversations.id,
  matchedAt: helpRequests.matchedAt,
  completedAt: helpRequests.completedAt,
  createdAt: helpRequests.createdAt,
};
export type RequestRow = Awaited<ReturnType<typeof findOwnRequest>> & {};

const withCards = (db: Db) =>
  db
    .select(requestColumns)
    .from(helpRequests)
    .innerJoin(users, eq(users.id, helpRequests.requesterId))
    .leftJoin(helpers, eq(helpers.id, helpRequests.helperId))
    .leftJoin(conversations, eq(conversations.requestId, helpRequests.id));

export async function insertRequest(
  db: Db,
  v: { requesterId: number; title: string; description: string; category: string; urgency: string },
): Promise<number> {
  const [row] = await db.insert(helpRequests).values(v).returning({ id: helpRequests.id });
  return row!.id;
}

/** One of the member's own requests (not deleted), with the cards. */
export async function findOwnRequest(db: Db, id: number, ownerId: number) {
  const [row] = await withCards(db).where(
    and(eq(helpRequests.id, id), eq(helpRequests.requesterId, ownerId), isNull(helpRequests.deletedAt)),
  );
  return row;
}

/**
 * Open requests of others the viewer may see: not their own, not deleted, from the same age pool, no block either
 * way; newest first, below the cursor (an id).
 */
export function listOpenRequests(
  db: Db,
  viewer: { id: number; minor: boolean; today: string },
  q: { category?: string; before?: number; limit: number },
) {
  return withCards(db)
    .innerJoin(connectionProfiles, eq(connectionProfiles.userId, helpRequests.requesterId))
    .where(
      and(
        eq(helpRequests.status, 'open'),
        isNull(helpRequests.deletedAt),
        ne(helpRequests.requesterId, viewer.id),
        inPool(connectionProfiles.dateOfBirth, viewer.today, viewer.minor),
        notBlocked(viewer.id, helpRequests.requesterId),
        q.category ? eq(helpRequests.category, q.category) : undefined,
        q.before ? lt(helpRequests.id, q.before) : undefined,
      ),
    )
    .orderBy(desc(helpRequests.id))
    .limit(q.limit);
}

/** The member's own requests (not deleted), newest first, below the cursor. */
export function listOwnRequests(db: Db, ownerId: number, q: { before?: number; limit: number }) {
  return withCards(db)
    .where(
      and(
        eq(helpRequests.requesterId, ownerId),
        isNull(helpRequests.deletedAt),
        q.before ? lt(helpRequests.id, q.before) : undefined,
      ),
    )
    .orderBy(desc(helpRequests.id))
    .limit(q.limit);
}

/** A request someone else may accept: not deleted, same pool, no block; any status (the claim checks it). */
export async function findRequestVisibleTo(db: Db, id: number, viewer: { id: number; minor: boolean; today: string }) {
  const [row] = await db
    .select({
      id: helpRequests.id,
      requesterId: helpRequests.requesterId,
      status: helpRequests.status,
      title: helpRequests.title,
    })
    .from(helpRequests)
    .innerJoin(connectionProfiles, eq(connectionProfiles.userId, helpRequests.requesterId))
    .where(
      and(
        eq(helpRequests.id, id),
        isNull(helpRequests.deletedAt),
        inPool(connectionProfiles.dateOfBirth, viewer.today, viewer.minor),
        notBlocked(viewer.id, helpRequests.requesterId),
      ),
    );
  return row;
}

/** Takes an open request for a helper; only one of two helpers at once gets a row back. */
export async function claimOpenRequest(tx: Db, id: number, helperId: number, now: Date) {
  const [row] = await tx
    .update(helpRequests)
    .set({ status: 'in_progress', helperId, matchedAt: now })
    .where(
      and(
        eq(helpRequests.id, id),
        eq(helpRequests.status, 'open'),
        isNull(helpRequests.deletedAt),
        ne(helpRequests.requesterId, helperId),
      ),
    )
    .returning({ id: helpRequests.id, requesterId: helpRequests.requesterId });
  return row;
}

/** Edits an open request of the owner; undefined when it is not (or no longer) open. */
export async function updateOpenRequest(
  db: Db,
  id: number,
  ownerId: number,
  set: Partial<{
    title: string;
    description: string;
    category: string;
    urgency: string;
    status: string;
    completedAt: Date;
  }>,
) {
  const [row] = await db
    .update(helpRequests)
    .set(set)
    .where(
      and(
        eq(helpRequests.id, id),
        eq(helpRequests.requesterId, ownerId),
        eq(helpRequests.status, 'open'),
        isNull(helpRequests.deletedAt),
      ),
    )
    .returning({ id: helpRequests.id });
  return row;
}

/** Soft-deletes the owner's request unless a helper is connected; answers the row, or undefined. */
export async function softDeleteRequest(db: Db, id: number, ownerId: number, now: Date) {
  const [row] = await db
    .update(helpRequests)
    .set({ deletedAt: now })
    .where(
      and(
        eq(helpRequests.id, id),
        eq(helpRequests.requesterId, ownerId),
        ne(helpRequests.status, 'in_progress'),
        isNull(helpRequests.deletedAt),
      ),
    )
    .returning({ id: helpRequests.id });
  return row;
}

/** Completed help requests: kind acts on the home page. */
export async function countCompleted(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(helpRequests)
    .where(and(eq(helpRequests.status, 'completed'), isNotNull(helpRequests.matchedAt)));
  return row?.n ?? 0;
}
