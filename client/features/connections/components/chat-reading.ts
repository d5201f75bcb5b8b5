import { useEffect, useRef, useState } from 'react';
import { useMarkRead } from '../api/mark-read';
import type { Conversation, Message } from '../api/types';

/** Moves my read position to the newest message while the chat is open and visible. */
export function useReadPosition(conversation: Conversation | undefined, messages: Message[]) {
  const markRead = useMarkRead();
  const sent = useRef(0);
  const newest = messages[messages.length - 1]?.id ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    // A removed conversation is only read (decision 058): nothing is written, read positions included.
    if (!conversation || newest === 0 || conversation.removedAt) return;
    const known = Math.max(sent.current, conversation.lastReadMessageId ?? 0);
    if (newest <= known && conversation.unreadCount === 0) return;
    const mark = () => {
      if (document.visibilityState === 'hidden' || newest <= sent.current) return;
      sent.current = newest;
      mutate({ conversationId: conversation.id, messageId: newest });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversation, newest, mutate]);
}

/** A polite announcement of the other person's newest message, for screen readers. */
export function useAnnouncement(messages: Message[], meId: number, otherName: string) {
  const [text, setText] = useState('');
  const lastSeen = useRef<number | null>(null);
  const newest = messages[messages.length - 1];
  useEffect(() => {
    if (!newest) return;
    if (lastSeen.current !== null && newest.id > lastSeen.current && newest.senderId !== meId) {
      setText(`New message from ${newest.isAdmin ? 'KindRipple team' : otherName}: ${newest.content}`);
    }
    lastSeen.current = Math.max(lastSeen.current ?? 0, newest.id);
  }, [newest, meId, otherName]);
  return text;
}
