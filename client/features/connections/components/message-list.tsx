import { Flag } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { DELETED_MEMBER_NAME } from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Message } from '../api/types';

const time = (iso: string) =>
  new Date(iso).toLocaleString('en', { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' });

/**
 * The chat's messages, oldest first, with 'Load earlier messages' on top. It stays at the bottom as messages
 * arrive (unless the person scrolled up to read), and keeps its place when earlier ones are loaded above.
 */
export function MessageList({
  messages,
  meId,
  otherName,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  onReport,
}: {
  messages: Message[];
  meId: number;
  otherName: string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** Offered on the other person's messages: report that one message. */
  onReport?: (message: Message) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;
  const heightBefore = useRef<number | null>(null);

  // Earlier messages were added above: keep the same message in view.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && heightBefore.current !== null) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    }
  }, [firstId]);

  useEffect(() => {
    const el = box.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  return (
    <div
      ref={box}
      role="region"
      aria-label="Messages"
      className="h-[min(60dvh,36rem)] min-h-72 overflow-y-auto bg-neutral-50 px-3 py-4 outline-none focus-visible:ring-2 focus-visible:ring-brand sm:px-5"
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      }}
    >
      {hasEarlier ? (
        <div className="mb-4 text-center">
          <Button
            size="sm"
            variant="outline"
            pending={loadingEarlier}
            onClick={() => {
              heightBefore.current = box.current?.scrollHeight ?? null;
              onLoadEarlier();
            }}
          >
            {loadingEarlier ? 'Loading…' : 'Load earlier messages'}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-neutral-600">No messages yet. Say hello!</p>
      ) : (
        <ol className="grid gap-2">
          {messages.map((m) => {
            if (m.messageType === 'system')
              return (
                <li key={m.id} className="py-1 text-center text-xs text-neutral-600">
                  {m.content}
                </li>
              );
            const mine = m.senderId === meId && !m.isAdmin;
            const who = m.isAdmin
              ? 'KindRipple team'
              : mine
                ? 'You'
                : m.senderId === null
                  ? DELETED_MEMBER_NAME
                  : otherName;
            return (
              <li key={m.id} className={cn('group flex items-end gap-1', mine ? 'justify-end' : 'justify-start')}>
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]',
                    mine
                      ? 'rounded-br-md bg-brand text-white'
                      : m.isAdmin
                        ? 'rounded-bl-md border border-sky-200 bg-sky-50 text-sky-950'
                        : 'rounded-bl-md bg-white text-neutral-900',
                  )}
                >
                  <p className="sr-only">{who}:</p>
                  {m.isAdmin ? <p className="text-xs font-bold">KindRipple team</p> : null}
                  <p className="break-words whitespace-pre-wrap">{m.content}</p>
                  <p className={cn('mt-0.5 text-right text-[11px]', mine ? 'text-white' : 'text-neutral-600')}>
                    <time dateTime={m.createdAt}>{time(m.createdAt)}</time>
                  </p>
                </div>
                {!mine && !m.isAdmin && m.senderId !== null && onReport ? (
                  <button
                    type="button"
                    aria-label={`Report this message: ${m.content.slice(0, 40)}`}
                    title="Report this message"
                    onClick={() => onReport(m)}
                    className="rounded-full p-1.5 text-neutral-500 opacity-60 hover:bg-neutral-200 hover:text-red-700 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand group-hover:opacity-100"
                  >
                    <Flag aria-hidden className="size-3.5" />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
