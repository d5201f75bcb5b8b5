import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';

/** The 404 page for any path the app does not know. */
export function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Seo {...PAGES.notFound} />
      <Compass aria-hidden className="mb-6 size-14 text-brand" />
      <h1 className="text-3xl font-bold sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-neutral-700">
        The page you were looking for has wandered off. Let’s get you back somewhere kind.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Go Home</Link>
      </Button>
    </section>
  );
}
