import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CONNECTION_HINT, LoadFailed } from '@/components/ui/load-failed';
import { ApiError } from '@/lib/api-client';

/** True when the server said the ripple or note does not exist (or the code cannot be one). */
export const isRippleMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The summary page's 'Ripple Not Found' text (part 1, ripple summary page). */
export const SUMMARY_NOT_FOUND = 'This ripple summary may have expired or the link is incorrect.';

/** 'Ripple Not Found' with a way home (note and summary pages). */
export function RippleNotFound({
  detail = 'This ripple may have expired or the link is incorrect.',
}: {
  detail?: string;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <SearchX aria-hidden className="mb-6 size-14 text-brand" />
      <h1 className="text-3xl font-bold">Ripple Not Found</h1>
      <p className="mt-4 text-neutral-700">{detail}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Go Home</Link>
      </Button>
    </section>
  );
}

/**
 * The ripple could not be loaded (no connection, or the server had a problem): unlike a missing ripple, the link
 * is fine, so say so and offer to try again rather than sending the person away (docs/decisions/026).
 */
export function RippleLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <LoadFailed
      title="We couldn’t load this ripple"
      text={`Your link is fine. ${CONNECTION_HINT}`}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
