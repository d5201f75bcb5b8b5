import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  connectionProfiles,
  conversationMembers,
  conversations,
  helpRequests,
  messages,
  users,
} from '../../../db/schema';
import { inPool } from '../profiles/profiles.queries';

const others = alias(users, 'others');
const otherMembers = alias(conversationMembers, 'other_members');
const otherProfiles = alias(connectionProfiles, 'other_profiles');

/** Who is asking: their id and age pool. */
export interface ViewerRef {
  id: number;
  minor: boolean;
  today: string;
}

const otherOf = (me: number) =>
  sql<
    number | null
  >`case when ${conversations.participant1Id} = ${me} then ${conversations.participant2Id} else ${conversations.participant1Id} end`;

/** A conversation as its participant sees it, with the counts the list and the trust gate need. */
const columnsFor = (me: number) => ({
  id: conversations.id,
  requestId: conversations.requestId,
  status: conversations.status,
  lastMessageAt: conversations.lastMessageAt,
  createdAt: conversations.createdAt,
  participant1Id: conversations.participant1Id,
  otherId: otherOf(me),
  otherName: others.displayName,
  otherAvatar: others.avatar,
  requestTitle: helpRequests.title,
  requestRequesterId: helpRequests.requesterId,
  requestCategory: helpRequests.category,
  requestDescription: helpRequests.description,
  requestStatus: helpRequests.status,
  lastReadMessageId: conversationMembers.lastReadMessageId,
  unreadCount: sql<number>`(select count(*) from messages m where m.conversation_id = ${conversations.id} and m.id > ${conversationMembers.lastReadMessageId} and m.sender_id is distinct from ${me})::int`,
  mine: conversationMembers.sentCount,
  theirs: sql<number>`coalesce(${otherMembers.sentCount}, 0)`,
  reviewedByMe: sql<boolean>`exists (select 1 from connection_reviews r where r.conversation_id = ${conversations.id} and r.reviewer_id = ${me})`,
});
export type ConversationRow = Awaited<ReturnType<typeof listConversations>>[number];

/**
 * The viewer's conversations: theirs, not deleted, and not with someone now in the other age pool; newest activity
 * first.
 */
const visibleTo = (db: Db, viewer: ViewerRef) =>
  db
    .select(columnsFor(viewer.id))
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, viewer.id)),
    )
    .leftJoin(
      otherMembers,
      and(eq(otherMembers.conversationId, conversations.id), eq(otherMembers.userId, otherOf(viewer.id))),
    )
    .leftJoin(others, eq(others.id, otherOf(viewer.id)))
    .leftJoin(otherProfiles, eq(otherProfiles.userId, otherOf(viewer.id)))
    .leftJoin(helpRequests, eq(helpRequests.id, conversations.requestId));

const visibleWhere = (viewer: ViewerRef) =>
  and(
    isNull(conversations.deletedAt),
    or(isNull(otherProfiles.userId), inPool(otherProfiles.dateOfBirth, viewer.today, viewer.minor)),
  );

export function listConversations(db: Db, viewer: ViewerRef, q: { offset: number; limit: number }) {
  return visibleTo(db, viewer)
    .where(visibleWhere(viewer))
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id))
    .offset(q.offset)
    .limit(q.limit);
}

export async function findConversationFor(db: Db, id: number, viewer: ViewerRef) {
  const [row] = await visibleTo(db, viewer).where(and(eq(conversations.id, id), visibleWhere(viewer)));
  return row;
}

/** Locks a conversation's row for the rest of the transaction (sending, completing, closing take turns). */
export async function lockConversation(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: conversations.id, status: conversations.status })
    .from(conversations)
    .where(eq(conversations.id, id))
    .for('update');
  return row;
}

export async function insertConversation(
  tx: Db,
  v: { requestId: number; requesterId: number; helperId: number; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(conversations)
    .values({
      requestId: v.requestId,
      participant1Id: v.requesterId,
      participant2Id: v.helperId,
      createdAt: v.now,
      lastMessageAt: null,
    })
    .returning({ id: conversations.id });
  await tx.insert(conversationMembers).values([
    { conversationId: row!.id, userId: v.requesterId },
    { conversationId: row!.id, userId: v.helperId },
  ]);
  return row!.id;
}

export async function setConversationStatus(tx: Db, id: number, status: string) {
  await tx.update(conversations).set({ status }).where(eq(conversations.id, id));
}

/** A member sent a message: the conversation's last activity and the member's count of sent messages. */
export async function recordSent(tx: Db, id: number, senderId: number, at: Date) {
  await tx.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, id));
  await tx
    .update(conversationMembers)
    .set({ sentCount: sql`${conversationMembers.sentCount} + 1` })
    .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.userId, senderId)));
}

/** Hides the conversation for both (data kept for moderation). */
export async function softDeleteConversation(db: Db, id: number, now: Date) {
  await db.update(conversations).set({ deletedAt: now }).where(eq(conversations.id, id));
}

/** Moves the member's read position forward to `messageId` (a message of this conversation); never back. */
export async function moveReadPosition(db: Db, conversationId: number, userId: number, messageId: number) {
  await db
    .update(conversationMembers)
    .set({
      lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, (select m.id from messages m where m.id = ${messageId} and m.conversation_id = ${conversationId}))`,
    })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
        sql`exists (select 1 from messages m where m.id = ${messageId} and m.conversation_id = ${conversationId})`,
      ),
    );
}

/** The other person's messages after the member's read position in one conversation. */
export async function unreadIn(db: Db, conversationId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, userId)),
    )
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`${messages.id} > ${conversationMembers.lastReadMessageId}`,
        sql`${messages.senderId} is distinct from ${userId}`,
      ),
    );
  return row?.n ?? 0;
}

/** The header badge: unread messages over the member's conversations that are not deleted. */
export async function unreadTotalOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMembers)
    .innerJoin(
      conversations,
      and(eq(conversations.id, conversationMembers.conversationId), isNull(conversations.deletedAt)),
    )
    .innerJoin(
      messages,
      and(
        eq(messages.conversationId, conversationMembers.conversationId),
        sql`${messages.id} > ${conversationMembers.lastReadMessageId}`,
        sql`${messages.senderId} is distinct from ${userId}`,
      ),
    )
    .where(eq(conversationMembers.userId, userId));
  return row?.n ?? 0;
}

/** Records an away mail unless one went for this conversation within the hour; answers whether to send it. */
export async function claimAwayMail(tx: Db, conversationId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(conversationMembers)
    .set({ lastMailedAt: now })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
        sql`(${conversationMembers.lastMailedAt} is null or ${conversationMembers.lastMailedAt} <= ${new Date(now.getTime() - 3600_000)})`,
      ),
    )
    .returning({ id: conversationMembers.conversationId });
  return rows.length > 0;
}

/** The participants of the member's conversations with another member (closing them on a block). */
export function conversationsBetween(db: Db, a: number, b: number) {
  return db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      or(
        and(eq(conversations.participant1Id, a), eq(conversations.participant2Id, b)),
        and(eq(conversations.participant1Id, b), eq(conversations.participant2Id, a)),
      ),
    );
}
