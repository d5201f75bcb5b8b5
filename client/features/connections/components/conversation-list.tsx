import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { UserAvatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { defaultAvatar } from '@/lib/auth';
import { REMOVED_CONVERSATION_DAYS } from '@common/schemas/connections';
import { cn } from '@/lib/cn';
import { useConversations, type ConversationFilter } from '../api/get-conversations';
import type { Conversation } from '../api/types';
import { loadedConversations } from '../lib/cache';
import { ListSkeleton } from './request-list';
import { plural } from '@common/plural';
import { relativeTime } from '@/lib/relative-time';

/** How a conversation's status reads in lists and in the chat. */
export const CONVERSATION_STATUS_LABELS: Record<Conversation['status'], string> = {
  active: 'Active',
  completed: 'Completed',
  request_removed: 'Removed request',
  closed: 'Closed',
};

function Row({ c, linkRef }: { c: Conversation; linkRef?: (el: HTMLAnchorElement | null) => void }) {
  const other = c.otherParticipant;
  const avatar = other.avatar ?? (other.id > 0 ? defaultAvatar(other.id) : null);
  return (
    <li>
      <Link
        ref={linkRef}
        to={paths.chat(c.id)}
        className="flex items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm hover:border-brand"
      >
        <UserAvatar src={avatar} name={other.displayName} className="size-11" />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="truncate font-semibold text-neutral-900">{other.displayName}</span>
            {c.removedAt ? (
              <span className="shrink-0 rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700">Removed</span>
            ) : c.status !== 'active' ? (
              <span className="shrink-0 rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700">
                {CONVERSATION_STATUS_LABELS[c.status]}
              </span>
            ) : null}
          </span>
          <span className="block truncate text-sm text-neutral-600">{c.request?.title ?? 'Conversation'}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-xs text-neutral-600">
            {relativeTime(c.lastMessageAt ?? c.createdAt, { style: 'spoken' })}
          </span>
          {c.unreadCount > 0 && !c.removedAt ? (
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

const FILTERS: { value: ConversationFilter; label: string }[] = [
  { value: 'current', label: 'Current' },
  { value: 'removed', label: 'Removed' },
];

/** Current or Removed (`?filter=removed`, so the chat's way back returns to it): two pressed-state buttons. */
function FilterControl({
  filter,
  onChange,
}: {
  filter: ConversationFilter;
  onChange: (f: ConversationFilter) => void;
}) {
  return (
    <div role="group" aria-label="Show conversations" className="mb-4 inline-flex rounded-full bg-neutral-100 p-1">
      {FILTERS.map((f) => (
        <button
          key={f.value}
          type="button"
          aria-pressed={filter === f.value}
          onClick={() => onChange(f.value)}
          className={cn(
            'rounded-full px-4 py-1.5 text-sm font-semibold text-neutral-700 hover:text-neutral-900',
            filter === f.value && 'bg-white text-neutral-900 shadow-sm',
          )}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The member's conversations, newest activity first, a page at a time ('Load more conversations'); live through the
 * event stream. The 'Removed' filter lists the conversations either person removed in the last 30 days, read-only, so
 * a message in one can still be reported (decision 058). After a page loads, focus moves to its first conversation and
 * a polite announcement says how many came, so keyboard and screen-reader users carry on where the new ones begin.
 */
export function ConversationList({ onFind }: { onFind: () => void }) {
  const [search, setSearch] = useSearchParams();
  const filter: ConversationFilter = search.get('filter') === 'removed' ? 'removed' : 'current';
  const setFilter = (f: ConversationFilter) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (f === 'removed') next.set('filter', 'removed');
        else next.delete('filter');
        return next;
      },
      { replace: true },
    );
  return (
    <div>
      <FilterControl filter={filter} onChange={setFilter} />
      <Conversations key={filter} filter={filter} onFind={onFind} />
    </div>
  );
}

function Conversations({ filter, onFind }: { filter: ConversationFilter; onFind: () => void }) {
  const query = useConversations(true, filter);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  // Where the page being loaded begins: focus goes there once it has come, and the count is announced.
  const focusAt = useRef<number | null>(null);
  const [loadedFrom, setLoadedFrom] = useState<number | null>(null);
  const items = loadedConversations(query.data);

  useEffect(() => {
    if (focusAt.current === null || query.isFetchingNextPage) return;
    const first = items[focusAt.current];
    focusAt.current = null;
    if (first) links.current.get(first.id)?.focus();
  }, [items, query.isFetchingNextPage]);

  const added = loadedFrom === null ? 0 : items.length - loadedFrom;
  const announcement =
    loadedFrom === null || query.isFetchingNextPage || query.isFetchNextPageError
      ? ''
      : added > 0
        ? `${plural(added, 'more conversation')} loaded, ${items.length} in all.`
        : 'No more conversations.';

  if (query.isPending) return <ListSkeleton label="Loading your conversations" rows={3} />;
  // A page after the first that fails keeps what was loaded (the note under the list says so).
  if (query.isError && !query.data)
    return (
      <LoadFailed
        title="We couldn’t load your conversations"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        homeLink={false}
      />
    );
  if (items.length === 0 && filter === 'removed')
    return (
      <div className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center">
        <MessagesSquare aria-hidden className="mx-auto size-10 text-neutral-400" />
        <p className="mt-3 font-semibold text-neutral-900">No removed conversations</p>
        <p className="mt-1 text-sm text-neutral-600">
          A conversation you or the other person removed stays here, read-only, for {REMOVED_CONVERSATION_DAYS} days, so
          you can still report a message in it.
        </p>
      </div>
    );
  if (items.length === 0)
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
  const loadMore = () => {
    focusAt.current = items.length;
    setLoadedFrom(items.length);
    void query.fetchNextPage();
  };
  return (
    <div>
      {filter === 'removed' ? (
        <p className="mb-3 text-sm text-neutral-600">
          Removed conversations stay here, read-only, for {REMOVED_CONVERSATION_DAYS} days, so you can still report a
          message in them.
        </p>
      ) : null}
      <ul
        className="grid grid-cols-1 gap-3"
        aria-label={filter === 'removed' ? 'Removed conversations' : 'Conversations'}
      >
        {items.map((c) => (
          <Row
            key={c.id}
            c={c}
            linkRef={(el) => {
              if (el) links.current.set(c.id, el);
              else links.current.delete(c.id);
            }}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="mt-6 text-center">
          <Button variant="outline" onClick={loadMore} pending={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more conversations'}
          </Button>
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="mt-3 text-center text-sm text-red-700">
          We couldn’t load more conversations. Please try again.
        </p>
      ) : null}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
