import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messages } from '../../../db/schema';
import { asDate, runPrepared } from '../../../db/prepared';
import { insertEventsSql, notifyMembersSql, takeEventNumbersSql } from '../../events/events.service';

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  content: messages.content,
  messageType: messages.messageType,
  isAdmin: messages.isAdmin,
  createdAt: messages.createdAt,
};
export type MessageRow = Awaited<ReturnType<typeof findMessagesByIds>>[number];

/** A page of a conversation's messages, newest first, before the cursor (an id). */
export function listMessages(db: Db, conversationId: number, q: { before?: number; limit: number }) {
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), q.before ? lt(messages.id, q.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(q.limit);
}

/** The texts of a sender's latest messages in a conversation since `since`, oldest first, at most `limit`. */
export async function findRecentTextsOf(
  db: Db,
  p: { conversationId: number; senderId: number; since: Date; limit: number },
) {
  const rows = await db
    .select({ content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, p.conversationId),
        eq(messages.senderId, p.senderId),
        gte(messages.createdAt, p.since),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(p.limit);
  return rows.map((r) => r.content).reverse();
}

export function findMessagesByIds(db: Db, ids: number[]) {
  return db.select(messageColumns).from(messages).where(inArray(messages.id, ids));
}

/**
 * The first statement of a send, in its transaction: locks the conversation's row (sends, completion and closing
 * take turns on it), and only while it is active and not removed takes the next event numbers of both members
 * from the event stream's one numbering (takeEventNumbersSql, decision 038: under their counters' locks, members in
 * id order): one event for the sender, two for the other (the message and their unread counts). Answers the status
 * and, when numbers were taken, each member's last number.
 */
export async function lockForSend(tx: Db, v: { conversationId: number; senderId: number; otherId: number }) {
  const rows = await runPrepared<{ status: string; deleted: boolean; user_id: unknown; last_seq: unknown }>(
    tx,
    'connections_send_lock_v2',
    sql`with c as (
      select id, status, deleted_at is not null as deleted from conversations where id = ${v.conversationId}::int for update
    ), seqs as (${takeEventNumbersSql(
      sql`select u.user_id, u.n from c, (values (${v.senderId}::int, 1::int8), (${v.otherId}::int, 2::int8)) as u(user_id, n)
        where c.status = 'active' and not c.deleted`,
    )})
    select c.status, c.deleted, s.user_id, s.last_seq from c left join seqs s on true`,
  );
  const first = rows[0];
  if (!first) return undefined;
  const seqOf = (id: number) => Number(rows.find((r) => Number(r.user_id) === id)?.last_seq ?? 0);
  return {
    status: first.status,
    deleted: first.deleted === true || String(first.deleted) === 't',
    senderSeq: seqOf(v.senderId),
    otherSeq: seqOf(v.otherId),
  };
}

/**
 * The second statement of a send, after lockForSend: the message, the conversation's last activity, the sender's
 * count, the three numbered events and both NOTIFYs (delivered only if the transaction commits), in one round trip.
 * Its snapshot is taken after the other member's counter was locked, so their unread counts include every message
 * committed to them before (exact under concurrency); the new message adds one to both.
 */
export async function writeSentMessage(
  tx: Db,
  v: {
    conversationId: number;
    senderId: number;
    otherId: number;
    content: string;
    crisisFlag: boolean;
    createdAt: Date;
    senderSeq: number;
    otherSeq: number;
  },
): Promise<MessageRow> {
  const conv = v.conversationId;
  const rows = await runPrepared(
    tx,
    'connections_send_write_v2',
    sql`with m as (
      insert into messages (conversation_id, sender_id, content, crisis_flag, created_at)
      values (${conv}::int, ${v.senderId}::int, ${v.content}::text, ${v.crisisFlag}::boolean, ${v.createdAt}::timestamptz)
      returning id, conversation_id, sender_id, content, message_type, is_admin, created_at
    ), activity as (
      update conversations set last_message_at = ${v.createdAt}::timestamptz where id = ${conv}::int returning id
    ), sent as (
      update conversation_members set sent_count = sent_count + 1
      where conversation_id = ${conv}::int and user_id = ${v.senderId}::int returning user_id
    ), counts as (
      select
        (select count(*) from messages x join conversation_members cm
            on cm.conversation_id = x.conversation_id and cm.user_id = ${v.otherId}::int
          where x.conversation_id = ${conv}::int and x.id > cm.last_read_message_id
            and x.sender_id is distinct from ${v.otherId}::int)::int + 1 as unread_count,
        (select count(*) from conversation_members cm
          join conversations cc on cc.id = cm.conversation_id and cc.deleted_at is null
          join messages x on x.conversation_id = cm.conversation_id and x.id > cm.last_read_message_id
            and x.sender_id is distinct from ${v.otherId}::int
          where cm.user_id = ${v.otherId}::int)::int + 1 as unread_total
    ), events as (${insertEventsSql(
      sql`select ${v.senderId}::int, ${v.senderSeq}::int8, 'message',
        jsonb_build_object('conversationId', m.conversation_id, 'messageId', m.id) from m
      union all
      select ${v.otherId}::int, ${v.otherSeq}::int8 - 1, 'message',
        jsonb_build_object('conversationId', m.conversation_id, 'messageId', m.id) from m
      union all
      select ${v.otherId}::int, ${v.otherSeq}::int8, 'unread',
        jsonb_build_object('conversationId', ${conv}::int, 'unreadCount', k.unread_count, 'unreadTotal', k.unread_total)
      from counts k`,
    )}), notified as (${notifyMembersSql(sql`array[${v.senderId}::int, ${v.otherId}::int]`)})
    select m.id::int8 as id, m.conversation_id, m.sender_id, m.content, m.message_type, m.is_admin, m.created_at,
      (select count(*) from events)::int as events, (select count(*) from notified)::int as notified,
      (select count(*) from activity)::int + (select count(*) from sent)::int as touched
    from m`,
  );
  const r = rows[0]!;
  return {
    id: Number(r.id),
    conversationId: Number(r.conversation_id),
    senderId: r.sender_id === null ? null : Number(r.sender_id),
    content: String(r.content),
    messageType: String(r.message_type),
    isAdmin: r.is_admin === true || r.is_admin === 't',
    createdAt: asDate(r.created_at),
  };
}
