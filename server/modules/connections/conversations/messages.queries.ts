import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messages } from '../../../db/schema';

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

export async function insertMessage(
  tx: Db,
  v: { conversationId: number; senderId: number; content: string; crisisFlag: boolean; createdAt: Date },
) {
  const [row] = await tx.insert(messages).values(v).returning(messageColumns);
  return row!;
}

/** A page of a conversation's messages, newest first, before the cursor (an id). */
export function listMessages(db: Db, conversationId: number, q: { before?: number; limit: number }) {
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), q.before ? lt(messages.id, q.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(q.limit);
}

export function findMessagesByIds(db: Db, ids: number[]) {
  return db.select(messageColumns).from(messages).where(inArray(messages.id, ids));
}
