import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { UserAvatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { defaultAvatar } from '@/lib/auth';
import { useConversations } from '../api/get-conversations';
import type { Conversation } from '../api/types';
import { timeAgo } from './member-chip';
import { ListSkeleton } from './request-list';

/** How a conversation's status reads in lists and in the chat. */
export const CONVERSATION_STATUS_LABELS: Record<Conversation['status'], string> = {
  active: 'Active',
  completed: 'Completed',
  request_removed: 'Removed request',
  closed: 'Closed',
};

function Row({ c }: { c: Conversation }) {
  const other = c.otherParticipant;
  const avatar = other.avatar ?? (other.id > 0 ? defaultAvatar(other.id) : null);
  return (
    <li>
      <Link
        to={paths.chat(c.id)}
        className="flex items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm hover:border-brand"
      >
        <UserAvatar src={avatar} name={other.displayName} className="size-11" />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="truncate font-semibold text-neutral-900">{other.displayName}</span>
            {c.status !== 'active' ? (
              <span className="shrink-0 rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700">
                {CONVERSATION_STATUS_LABELS[c.status]}
              </span>
            ) : null}
          </span>
          <span className="block truncate text-sm text-neutral-600">{c.request?.title ?? 'Conversation'}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-xs text-neutral-600">{timeAgo(c.lastMessageAt ?? c.createdAt)}</span>
          {c.unreadCount > 0 ? (
            <span className="rounded-full bg-brand px-2 text-xs leading-5 font-bold text-white">
              {c.unreadCount}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** The member's conversations, newest activity first; live through the event stream. */
export function ConversationList({ onFind }: { onFind: () => void }) {
  const query = useConversations();
  if (query.isPending) return <ListSkeleton label="Loading your conversations" rows={3} />;
  if (query.isError)
    return (
      <LoadFailed
        title="We couldn’t load your conversations"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        homeLink={false}
      />
    );
  if (query.data.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center">
        <MessagesSquare aria-hidden className="mx-auto size-10 text-neutral-400" />
        <p className="mt-3 font-semibold text-neutral-900">No conversations yet</p>
        <p className="mt-1 text-sm text-neutral-600">
          When you offer help, or someone offers to help you, your chat shows up here.
        </p>
        <button type="button" onClick={onFind} className="mt-3 text-sm font-semibold text-brand-dark underline">
          Find someone to help
        </button>
      </div>
    );
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Conversations">
      {query.data.map((c) => (
        <Row key={c.id} c={c} />
      ))}
    </ul>
  );
}
