import { TriangleAlert } from 'lucide-react';
import { Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown when a page fails to load or crashes: a way back instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <TriangleAlert aria-hidden className="mb-4 size-12 text-brand" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-neutral-700">
        We are sorry: this page ran into a problem. Reloading usually helps; if it keeps happening, let us know.
      </p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Go Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
