import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** 'Ripple Not Found' with a way home (note and summary pages). */
export function RippleNotFound({ detail = 'This ripple may have expired or the link is incorrect.' }: { detail?: string }) {
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
