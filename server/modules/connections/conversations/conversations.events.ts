import type { LiveEventReader } from '../../events/events.service';
import { presentMessage } from './conversations.presenter';
import { findMessagesByIds } from './messages.queries';

/**
 * How the member stream reads a message event (decision 038): it holds ids, and goes out with the message as it is
 * now, all of a batch fetched at once. A message removed since (its conversation was deleted) keeps its number, with
 * nothing to show: it goes out as the conversation's removal.
 */
export const messageEventReader: LiveEventReader = {
  type: 'message',
  async read(db, events) {
    const messages = await findMessagesByIds(
      db,
      events.map((e) => Number(e.payload.messageId)),
    );
    const found = new Map(messages.map((m) => [m.id, m]));
    return events.map((e) => {
      const m = found.get(Number(e.payload.messageId));
      if (!m)
        return {
          seq: e.seq,
          type: 'conversation',
          data: {
            type: 'conversation',
            conversationId: Number(e.payload.conversationId),
            status: 'closed',
            removed: true,
          },
        };
      return {
        seq: e.seq,
        type: 'message',
        data: { type: 'message', conversationId: m.conversationId, message: presentMessage(m) },
      };
    });
  },
};
