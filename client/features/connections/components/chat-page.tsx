import { ArrowLeft, CheckCircle2, Flag, LifeBuoy, Star, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PAGES } from '@common/pages';
import { CONNECTIONS_TEXT, CRISIS_LINKS, REMOVED_CONVERSATION_DAYS } from '@common/schemas/connections';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useCompleteConversation } from '../api/complete-conversation';
import { useDeleteConversation } from '../api/delete-conversation';
import { useConversation } from '../api/get-conversation';
import { flattenMessages, useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useReviewConversation } from '../api/review-conversation';
import type { Conversation, Message } from '../api/types';
import { categoryLabel } from '../lib/constants';
import { Composer } from './composer';
import { ConfirmDialog } from './confirm-dialog';
import { CONVERSATION_STATUS_LABELS } from './conversation-list';
import { MemberChip } from './member-chip';
import { MessageList } from './message-list';
import { commentErrorOf, RatingDialog } from './rating-dialog';
import { ReportDialog } from './safety-dialogs';
import { SafetyNotice } from './safety-notice';

function Centered({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-neutral-900">{title}</h1>
      <p className="mt-3 text-neutral-700">{text}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

const closedText: Record<Exclude<Conversation['status'], 'active'>, string> = {
  completed: 'Request completed. Thank you for being kind!',
  request_removed: 'The request behind this conversation was removed, so no new messages can be sent.',
  closed: 'This conversation is closed, so no new messages can be sent.',
};

/** Moves my read position to the newest message while the chat is open and visible. */
function useReadPosition(conversation: Conversation | undefined, messages: Message[]) {
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
function useAnnouncement(messages: Message[], meId: number, otherName: string) {
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

/** The read-only chat's note: removed, kept until when, and why it is still here. */
function removedText(removedAt: string | null): string {
  const until = new Date(new Date(removedAt ?? Date.now()).getTime() + REMOVED_CONVERSATION_DAYS * 24 * 60 * 60_000);
  const day = until.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
  return `This conversation was removed, so no one can write here. You can read it until ${day} and report a message if you need to.`;
}

function ChatView({ conversation, meId }: { conversation: Conversation; meId: number }) {
  const messagesQuery = useMessages(conversation.id);
  const messages = useMemo(() => flattenMessages(messagesQuery.data?.pages), [messagesQuery.data]);
  const other = conversation.otherParticipant;
  const [completing, setCompleting] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [crisis, setCrisis] = useState(false);
  const [reportedMessage, setReportedMessage] = useState<Message | null>(null);
  const complete = useCompleteConversation();
  const review = useReviewConversation();
  const remove = useDeleteConversation();
  const navigate = useNavigate();
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
          <Button size="sm" variant="ghost" onClick={() => setRemoving(true)}>
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
              <Button size="sm" onClick={() => setCompleting(true)}>
                <CheckCircle2 aria-hidden /> Complete
              </Button>
            ) : null}
            {canReview ? (
              <Button size="sm" variant="subtle" onClick={() => setReviewing(true)}>
                <Star aria-hidden /> Leave a review
              </Button>
            ) : null}
            {other.id > 0 ? (
              <Button size="sm" variant="outline" onClick={() => setReporting(true)}>
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
            onReport={other.id > 0 ? setReportedMessage : undefined}
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

      <RatingDialog
        open={completing}
        onOpenChange={setCompleting}
        title="Complete this request"
        description={`How was your experience with ${other.displayName}? Your review appears on their profile.`}
        submitLabel="Complete request"
        pending={complete.isPending}
        failure={complete.error}
        onSubmit={(v) =>
          complete.mutate(
            { conversationId: conversation.id, revieweeId: other.id, ...v },
            {
              onSuccess: () => {
                setCompleting(false);
                toast({ title: 'Request completed!', description: 'Thank you for letting kindness in.' });
              },
              // A refused comment says why under the comment itself.
              onError: (err) =>
                commentErrorOf(err)
                  ? undefined
                  : toast({
                      title: 'Error',
                      description: errorMessage(err, 'Failed to complete request'),
                      variant: 'destructive',
                    }),
            },
          )
        }
      />
      <RatingDialog
        open={reviewing}
        onOpenChange={setReviewing}
        title={`Review ${other.displayName}`}
        description="How was it to help them? Your review appears on their profile."
        submitLabel="Send review"
        pending={review.isPending}
        failure={review.error}
        onSubmit={(v) =>
          review.mutate(
            { conversationId: conversation.id, ...v },
            {
              onSuccess: () => {
                setReviewing(false);
                toast({ title: 'Thank you for your review' });
              },
              onError: (err) =>
                commentErrorOf(err)
                  ? undefined
                  : toast({
                      title: 'Error',
                      description: errorMessage(err, 'Failed to send review'),
                      variant: 'destructive',
                    }),
            },
          )
        }
      />
      {other.id > 0 ? (
        <ReportDialog
          open={reporting}
          onOpenChange={setReporting}
          member={other}
          conversationId={conversation.id}
          block
        />
      ) : null}
      {other.id > 0 && reportedMessage ? (
        <ReportDialog
          open
          onOpenChange={(o) => !o && setReportedMessage(null)}
          member={other}
          conversationId={conversation.id}
          messageId={reportedMessage.id}
          block={false}
        />
      ) : null}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove this conversation?"
        description="It will be hidden for both of you. Our team keeps a copy for safety."
        confirmLabel="Remove conversation"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(conversation.id, {
            onSuccess: () => {
              toast({ title: 'Conversation Removed' });
              void navigate(`${paths.kindnessConnections}?tab=conversations`);
            },
            onError: (err) =>
              toast({
                title: 'Error',
                description: errorMessage(err, 'Failed to remove conversation. Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}

/** /chat/{id}: one conversation, live. */
function ChatPageBody({ id }: { id: string }) {
  const valid = /^\d{1,10}$/.test(id) && Number(id) > 0;
  const { data: user } = useUser();
  if (!valid)
    return (
      <Centered title="Invalid Chat" text="This chat link doesn’t look right.">
        <Button asChild>
          <Link to={paths.connections}>Go to Kindness Connections</Link>
        </Button>
      </Centered>
    );
  if (!user) return <Centered title="Please Log In" text="Log in to see your conversations." />;
  return <ChatLoader id={Number(id)} meId={user.id} />;
}

function ChatLoader({ id, meId }: { id: number; meId: number }) {
  const query = useConversation(id);
  if (query.isPending)
    return (
      <div
        role="status"
        aria-label="Loading the conversation"
        className="mx-auto w-full max-w-4xl px-3 py-6 sm:px-4 sm:py-10"
      >
        <div className="h-5 w-40 animate-pulse rounded bg-neutral-100" />
        <div className="mt-3 h-[min(75dvh,44rem)] animate-pulse rounded-2xl bg-neutral-50" />
      </div>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <Centered
          title="Conversation not found"
          text="This conversation doesn’t exist, was removed, or isn’t one of yours."
        >
          <Button asChild>
            <Link to={`${paths.kindnessConnections}?tab=conversations`}>Your conversations</Link>
          </Button>
        </Centered>
      );
    return (
      <LoadFailed
        title="We couldn’t load this conversation"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ChatView conversation={query.data} meId={meId} />;
}

/** The page's head (its canonical is this address), then the page. */
export function ChatPage({ id }: { id: string }) {
  return (
    <>
      <Seo {...PAGES.chat} path={/^\d{1,10}$/.test(id) ? paths.chat(id) : undefined} />
      <ChatPageBody id={id} />
    </>
  );
}
