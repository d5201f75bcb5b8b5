import { HandHeart, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { HELP_CATEGORIES } from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { labelClassName } from '@/components/ui/label';
import { LoadFailed } from '@/components/ui/load-failed';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAcceptRequest } from '../api/accept-request';
import { useRequests } from '../api/get-requests';
import type { HelpRequest } from '../api/types';
import { categoryLabel, urgencyLabel } from '../lib/constants';
import { MemberChip } from './member-chip';
import { relativeTime } from '@/lib/relative-time';

const urgencyClass: Record<string, string> = {
  low: 'bg-neutral-100 text-neutral-700',
  medium: 'bg-sky-50 text-sky-800',
  high: 'bg-amber-100 text-amber-900',
};

/** Placeholder cards with the height of real ones while the list loads. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-44 animate-pulse rounded-2xl border border-neutral-200 bg-neutral-50" />
      ))}
    </div>
  );
}

export function Pill({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${className ?? ''}`}>
      {children}
    </span>
  );
}

function RequestCard({ request }: { request: HelpRequest }) {
  const accept = useAcceptRequest();
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Pill className="bg-brand-50 text-brand-dark">{categoryLabel(request.category)}</Pill>
        <Pill className={urgencyClass[request.urgency]}>{urgencyLabel(request.urgency)} urgency</Pill>
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-bold break-words text-neutral-900">
        {request.title}
      </h3>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-neutral-700">{request.description}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <MemberChip member={request.requester} sub={relativeTime(request.createdAt, { style: 'spoken' })} />
        <Button
          pending={accept.isPending}
          onClick={() =>
            accept.mutate(request.id, {
              onSuccess: ({ conversationId }) => {
                toast({ title: 'You’re connected!', description: 'Say hello and find out how you can help.' });
                void navigate(paths.chat(conversationId));
              },
              onError: (err) =>
                toast({
                  title: 'Error',
                  description: errorMessage(err, 'Failed to accept request'),
                  variant: 'destructive',
                }),
            })
          }
        >
          <HandHeart aria-hidden /> {accept.isPending ? 'Connecting…' : 'Offer Help'}
        </Button>
      </div>
    </article>
  );
}

/** 'Find Kindness': open requests of others, newest first, by category, with Load more. */
export function RequestList({ onAsk }: { onAsk: () => void }) {
  const [category, setCategory] = useState('');
  const filterId = useId();
  const query = useRequests(category || undefined);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-label="Find Kindness">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={filterId} className={labelClassName}>
            Category
          </label>
          <select
            id={filterId}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className={cn(inputClassName, 'w-auto')}
          >
            <option value="">All categories</option>
            {HELP_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isPending ? (
        <ListSkeleton label="Loading requests" />
      ) : query.isError ? (
        <LoadFailed
          title="We couldn’t load the requests"
          // A refusal (403: access paused by the team) says why; anything else is a connection problem.
          text={query.error instanceof ApiError && query.error.status === 403 ? query.error.message : undefined}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          homeLink={false}
        />
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center">
          <SearchX aria-hidden className="mx-auto size-10 text-neutral-400" />
          <p className="mt-3 font-semibold text-neutral-900">No open requests right now</p>
          <p className="mt-1 text-sm text-neutral-600">
            {category ? 'Try another category, or ' : 'Check back soon, or '}
            ask for a little kindness yourself.
          </p>
          <Button className="mt-4" variant="outline" onClick={onAsk}>
            Ask for Kindness
          </Button>
        </div>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {items.map((r) => (
              <RequestCard key={r.id} request={r} />
            ))}
          </div>
          {query.hasNextPage ? (
            <div className="mt-6 text-center">
              <Button variant="outline" onClick={() => void query.fetchNextPage()} pending={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
