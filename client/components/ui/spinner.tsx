import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning indicator with a text for screen readers. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-neutral-600', className)}>
      <LoaderCircle aria-hidden className="size-6 animate-spin text-brand" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the page area, for route-level loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
