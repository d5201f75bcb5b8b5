import { ArrowLeft, CheckCircle2, Flag, LifeBuoy, Star, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CONNECTIONS_TEXT, CRISIS_LINKS, REMOVED_CONVERSATION_DAYS } from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { flattenMessages, useMessages } from '../api/get-messages';
import type { Conversation } from '../api/types';
import { categoryLabel } from '../lib/constants';
import { ChatDialogs, type ChatDialog } from './chat-dialogs';
import { useAnnouncement, useReadPosition } from './chat-reading';
import { Composer } from './composer';
import { CONVERSATION_STATUS_LABELS } from './conversation-list';
import { MemberChip } from './member-chip';
import { MessageList } from './message-list';
import { SafetyNotice } from './safety-notice';

const closedText: Record<Exclude<Conversation['status'], 'active'>, string> = {
  completed: 'Request completed. Thank you for being kind!',
  request_removed: 'The request behind this conversation was removed, so no new messages can be sent.',
  closed: 'This conversation is closed, so no new messages can be sent.',
};

/** The read-only chat's note: removed, kept until when, and why it is still here. */
function removedText(removedAt: string | null): string {
  const until = new Date(new Date(removedAt ?? Date.now()).getTime() + REMOVED_CONVERSATION_DAYS * 24 * 60 * 60_000);
  const day = until.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
  return `This conversation was removed, so no one can write here. You can read it until ${day} and report a message if you need to.`;
}

/** One conversation: its header and actions, the messages, the composer or why there is none, its dialogs. */
export function ChatView({ conversation, meId }: { conversation: Conversation; meId: number }) {
  const messagesQuery = useMessages(conversation.id);
  const messages = useMemo(() => flattenMessages(messagesQuery.data?.pages), [messagesQuery.data]);
  const other = conversation.otherParticipant;
  const [dialog, setDialog] = useState<ChatDialog | null>(null);
  const [crisis, setCrisis] = useState(false);
  // A dialog's own end (sent, cancelled) closes it only while it is still the one open.
  const close = (kind: ChatDialog['kind']) => setDialog((d) => (d?.kind === kind ? null : d));
  useReadPosition(conversation, messages);
  const announcement = useAnnouncement(messages, meId, other.displayName);

  const isRequester = conversation.request?.requesterId === meId;
  // Removed by either person: read-only here, Report still offered, nothing else (decision 058).
  const removed = conversation.removedAt !== null;
  const canComplete = !removed && isRequester && conversation.status === 'active' && conversation.request !== null;
  const canReview =
    !removed && !isRequester && conversation.status === 'completed' && !conversation.reviewedByMe && other.id > 0;

  return (
    <div className="mx-auto w-full max-w-4xl px-3 py-6 sm:px-4 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <Link
          to={`${paths.kindnessConnections}?tab=conversations${removed ? '&filter=removed' : ''}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-dark hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> {removed ? 'Removed conversations' : 'All conversations'}
        </Link>
        {removed ? null : (
          <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'remove' })}>
            <Trash2 aria-hidden /> Remove conversation
          </Button>
        )}
      </div>
      <div className="mt-3 overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 p-4">
          <div className="min-w-0">
            <h1 className="sr-only">Chat with {other.displayName}</h1>
            <MemberChip
              member={other}
              sub={
                conversation.request
                  ? `${conversation.request.title} · ${categoryLabel(conversation.request.category)}`
                  : undefined
              }
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {removed ? (
              <span className="rounded-full bg-neutral-100 px-2.5 py-1 text-xs font-semibold text-neutral-700">
                Removed
              </span>
            ) : conversation.status !== 'active' ? (
              <span className="rounded-full bg-neutral-100 px-2.5 py-1 text-xs font-semibold text-neutral-700">
                {CONVERSATION_STATUS_LABELS[conversation.status]}
              </span>
            ) : null}
            {canComplete ? (
              <Button size="sm" onClick={() => setDialog({ kind: 'complete' })}>
                <CheckCircle2 aria-hidden /> Complete
              </Button>
            ) : null}
            {canReview ? (
              <Button size="sm" variant="subtle" onClick={() => setDialog({ kind: 'review' })}>
                <Star aria-hidden /> Leave a review
              </Button>
            ) : null}
            {other.id > 0 ? (
              <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'report' })}>
                <Flag aria-hidden /> Block and report
              </Button>
            ) : null}
          </div>
        </header>
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950">
          {CONNECTIONS_TEXT.chatReminder}
        </p>
        {messagesQuery.isPending ? (
          <div
            role="status"
            aria-label="Loading messages"
            className="h-[min(60dvh,36rem)] min-h-72 animate-pulse bg-neutral-50"
          />
        ) : messagesQuery.isError ? (
          <LoadFailed
            title="We couldn’t load the messages"
            onRetry={() => void messagesQuery.refetch()}
            retrying={messagesQuery.isFetching}
            homeLink={false}
          />
        ) : (
          <MessageList
            messages={messages}
            meId={meId}
            otherName={other.displayName}
            hasEarlier={messagesQuery.hasNextPage}
            loadingEarlier={messagesQuery.isFetchingNextPage}
            onLoadEarlier={() => void messagesQuery.fetchNextPage()}
            onReport={other.id > 0 ? (message) => setDialog({ kind: 'report-message', message }) : undefined}
          />
        )}
        <div aria-live="polite" className="sr-only">
          {announcement}
        </div>
        {crisis ? (
          <div role="status" className="flex gap-3 border-t border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
            <LifeBuoy aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-700" />
            <div>
              <p className="font-semibold">It sounds like things are really hard right now. You matter.</p>
              <p className="mt-1">{CONNECTIONS_TEXT.crisisNotice}</p>
              <p className="mt-2 flex flex-wrap gap-3">
                {CRISIS_LINKS.map((l) => (
                  <a key={l.href} href={l.href} target="_blank" rel="noreferrer" className="font-semibold underline">
                    {l.label}
                  </a>
                ))}
                <button type="button" className="underline" onClick={() => setCrisis(false)}>
                  Hide this
                </button>
              </p>
            </div>
          </div>
        ) : null}
        {removed ? (
          <p role="status" className="border-t border-neutral-200 p-4 text-center text-sm text-neutral-700">
            {removedText(conversation.removedAt)}
          </p>
        ) : conversation.status === 'active' ? (
          <Composer
            conversationId={conversation.id}
            contactDetailsAllowed={conversation.contactDetailsAllowed}
            onCrisis={() => setCrisis(true)}
          />
        ) : (
          <p role="status" className="border-t border-neutral-200 p-4 text-center text-sm text-neutral-700">
            {closedText[conversation.status]}
          </p>
        )}
      </div>
      <SafetyNotice compact className="mt-4" />
      <ChatDialogs conversation={conversation} dialog={dialog} close={close} />
    </div>
  );
}
