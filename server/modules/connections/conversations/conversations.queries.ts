import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conversationMembers, conversations, helpRequests, messages } from '../../../db/schema';
import { asDate, asDateOrNull, runPrepared } from '../../../db/prepared';

/** Who is asking: their id and age pool. */
export interface ViewerRef {
  id: number;
  minor: boolean;
  today: string;
}

/** A conversation as its participant sees it, with the counts the list and the trust gate need. */
export interface ConversationRow {
  id: number;
  requestId: number | null;
  status: string;
  lastMessageAt: Date | null;
  createdAt: Date;
  participant1Id: number | null;
  otherId: number | null;
  otherName: string | null;
  otherAvatar: string | null;
  requestTitle: string | null;
  requestRequesterId: number | null;
  requestCategory: string | null;
  requestDescription: string | null;
  requestStatus: string | null;
  lastReadMessageId: number;
  unreadCount: number;
  mine: number;
  theirs: number;
  reviewedByMe: boolean;
  /** When a participant removed it (hidden for both; read-only for a while, decision 058), or null. */
  removedAt: Date | null;
  /** Where the list continues after this row: its last activity (microseconds since 1970) and id. */
  activityUs: string;
}

/** Where a page of the list starts: after the row with this activity (µs) and id. */
export interface ListCursor {
  activityUs: string;
  id: number;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toRow(r: Record<string, unknown>): ConversationRow {
  return {
    id: Number(r.id),
    requestId: num(r.request_id),
    status: String(r.status),
    lastMessageAt: asDateOrNull(r.last_message_at),
    createdAt: asDate(r.created_at),
    participant1Id: num(r.participant1_id),
    otherId: num(r.other_id),
    otherName: (r.other_name as string | null) ?? null,
    otherAvatar: (r.other_avatar as string | null) ?? null,
    requestTitle: (r.request_title as string | null) ?? null,
    requestRequesterId: num(r.request_requester_id),
    requestCategory: (r.request_category as string | null) ?? null,
    requestDescription: (r.request_description as string | null) ?? null,
    requestStatus: (r.request_status as string | null) ?? null,
    lastReadMessageId: Number(r.last_read_message_id),
    unreadCount: Number(r.unread_count),
    mine: Number(r.mine),
    theirs: Number(r.theirs),
    reviewedByMe: r.reviewed_by_me === true || r.reviewed_by_me === 't',
    removedAt: asDateOrNull(r.deleted_at),
    activityUs: String(r.activity_us),
  };
}

/**
 * Which conversations a read sees: the live ones (`live`), and those removed after `removedAfter` (null: none).
 * A removed conversation stays out of the lists; only the 'Removed' filter and its read-only chat see it (decision 058).
 */
export interface Removal {
  live: boolean;
  removedAfter: Date | null;
}
const LIVE: Removal = { live: true, removedAfter: null };

/**
 * The viewer's conversations (or the one with `only`): theirs, live or removed as `seen` says, and not with someone now in the other
 * age pool; newest activity first, from after `after`. One statement that picks the page first from the viewer's
 * own rows (their index, the other's profile by its key) and only then reads, for the page's rows alone, the other
 * person, the request, the unread count (an index range on messages) and the review mark; prepared once per
 * connection. The shape is fixed (absent filters are null parameters), so one plan serves every call.
 */
async function selectConversations(
  db: Db,
  viewer: ViewerRef,
  q: { only: number | null; after: ListCursor | null; limit: number; seen: Removal },
): Promise<ConversationRow[]> {
  const me = viewer.id;
  const activityUs = sql`((extract(epoch from coalesce(c.last_message_at, c.created_at)) * 1000000)::int8)`;
  const rows = await runPrepared(
    db,
    'connections_conversations_v2',
    sql`with page as (
      select c.id, c.request_id, c.status, c.last_message_at, c.created_at, c.participant1_id, c.deleted_at,
        case when c.participant1_id = ${me}::int then c.participant2_id else c.participant1_id end as other_id,
        cm.last_read_message_id, cm.sent_count, ${activityUs} as activity_us
      from conversation_members cm
      join conversations c on c.id = cm.conversation_id
      where cm.user_id = ${me}::int
        and ((${q.seen.live}::boolean and c.deleted_at is null)
          or c.deleted_at > ${q.seen.removedAfter?.toISOString() ?? null}::timestamptz)
        and (${q.only}::int is null or c.id = ${q.only}::int)
        and (${q.after?.activityUs ?? null}::int8 is null
          or (${activityUs}, c.id) < (${q.after?.activityUs ?? null}::int8, ${q.after?.id ?? null}::int))
        and not exists (
          select 1 from connection_profiles op
          where op.user_id = case when c.participant1_id = ${me}::int then c.participant2_id else c.participant1_id end
            and (op.date_of_birth > (${viewer.today}::date - interval '18 years')) <> ${viewer.minor}::boolean)
      order by activity_us desc, c.id desc
      limit ${q.limit}::int
    )
    select p.id, p.request_id, p.status, p.last_message_at, p.created_at, p.participant1_id, p.other_id, p.deleted_at,
      o.display_name as other_name, o.avatar as other_avatar,
      r.title as request_title, r.requester_id as request_requester_id, r.category as request_category,
      r.description as request_description, r.status as request_status,
      p.last_read_message_id::int8 as last_read_message_id, p.sent_count as mine,
      coalesce(om.sent_count, 0) as theirs, p.activity_us::text as activity_us,
      (select count(*) from messages m
        where m.conversation_id = p.id and m.id > p.last_read_message_id
          and m.sender_id is distinct from ${me}::int)::int as unread_count,
      exists (select 1 from connection_reviews rv where rv.conversation_id = p.id and rv.reviewer_id = ${me}::int)
        as reviewed_by_me
    from page p
    left join users o on o.id = p.other_id
    left join conversation_members om on om.conversation_id = p.id and om.user_id = p.other_id
    left join help_requests r on r.id = p.request_id
    order by p.activity_us desc, p.id desc`,
  );
  return rows.map(toRow);
}

/** A page of the viewer's conversations, newest activity first, after the cursor (the live ones unless `seen`). */
export function listConversations(
  db: Db,
  viewer: ViewerRef,
  q: { after: ListCursor | null; limit: number; seen?: Removal },
) {
  return selectConversations(db, viewer, { only: null, after: q.after, limit: q.limit, seen: q.seen ?? LIVE });
}

/** One of the viewer's conversations (a live one unless `seen` says removed ones count too). */
export async function findConversationFor(db: Db, id: number, viewer: ViewerRef, seen: Removal = LIVE) {
  const [row] = await selectConversations(db, viewer, { only: id, after: null, limit: 1, seen });
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

/** Marks the request of a conversation completed (with the conversation, in one transaction). */
export async function completeRequest(tx: Db, id: number, now: Date) {
  await tx
    .update(helpRequests)
    .set({ status: 'completed', completedAt: now })
    .where(and(eq(helpRequests.id, id), ne(helpRequests.status, 'completed')));
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
