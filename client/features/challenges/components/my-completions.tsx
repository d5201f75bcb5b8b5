import { CheckCircle2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { ListFailed } from '@/components/ui/list-failed';
import { useMyCompletions } from '../api/get-completed-challenges';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The dashboard's Completed Challenges tab: each completion with its points, and 'Share Your Story' for those
 * without one yet (the story form comes from the stories area through `storyForm`).
 */
export function MyCompletions({
  storyForm,
}: {
  storyForm: (props: { challengeId: number; onDone: () => void; onCancel: () => void }) => ReactNode;
}) {
  const completions = useMyCompletions();
  const [sharing, setSharing] = useState<{ id: number; title: string } | null>(null);
  if (completions.isLoading) return <div aria-hidden className="h-48 animate-pulse rounded-2xl bg-neutral-100" />;
  if (completions.isError)
    return (
      <ListFailed
        className="mt-4 text-neutral-800"
        onRetry={() => void completions.refetch()}
        retrying={completions.isFetching}
      >
        We couldn’t load your completed challenges.
      </ListFailed>
    );
  const list = completions.data ?? [];
  if (list.length === 0)
    return (
      <div className="rounded-2xl bg-neutral-50 p-6 text-center">
        <p className="text-neutral-700">You haven’t completed a challenge yet.</p>
        <Button asChild className="mt-3">
          <Link to={paths.kindnessChallenges}>See the current challenge</Link>
        </Button>
      </div>
    );
  return (
    <>
      <ul className="grid gap-3">
        {list.map((c) => (
          <li
            key={c.id}
            className="flex flex-wrap items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-4"
          >
            <CheckCircle2 aria-hidden className="size-6 shrink-0 text-green-700" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-neutral-900">{c.challenge.title}</p>
              <p className="text-sm text-neutral-600">
                Completed {day.format(new Date(`${c.completionDate}T00:00:00Z`))} · +{c.pointsEarned} points
              </p>
            </div>
            {c.hasStory ? (
              <span className="text-sm text-neutral-600">Story shared</span>
            ) : (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setSharing({ id: c.challenge.id, title: c.challenge.title })}
              >
                Share Your Story
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={sharing !== null} onOpenChange={(o) => !o && setSharing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Share Your Kindness Story</DialogTitle>
            <DialogDescription>About “{sharing?.title}”. It appears once an admin approves it.</DialogDescription>
          </DialogHeader>
          {sharing
            ? storyForm({ challengeId: sharing.id, onDone: () => setSharing(null), onCancel: () => setSharing(null) })
            : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
