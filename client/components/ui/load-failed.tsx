import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

export const CONNECTION_HINT = 'We couldn’t reach KindRipple just now. Check your connection and try again.';

/**
 * Something the page needs could not be loaded (no connection, or a server problem): say so plainly and offer
 * Try again, without sending the person away or pretending the thing does not exist.
 */
export function LoadFailed({
  title,
  text = CONNECTION_HINT,
  onRetry,
  retrying,
  homeLink = true,
}: {
  title: ReactNode;
  text?: ReactNode;
  onRetry: () => void;
  retrying: boolean;
  homeLink?: boolean;
}) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <WifiOff aria-hidden className="mb-6 size-14 text-brand" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-neutral-700">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onRetry} pending={retrying}>
          {retrying ? 'Trying again…' : 'Try again'}
        </Button>
        {homeLink ? (
          <Button asChild size="lg" variant="outline">
            <Link to="/">Go Home</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
