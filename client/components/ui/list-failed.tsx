import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * A list or a section that could not load, said in its place with Try again (the whole page's failure is
 * `LoadFailed`). `inline`: one line of small text with a link-like button, for a part of a card.
 */
export function ListFailed({
  children,
  onRetry,
  retrying,
  inline = false,
  className,
}: {
  /** What failed: 'We couldn’t load the rewards.' */
  children: ReactNode;
  onRetry: () => void;
  retrying: boolean;
  inline?: boolean;
  className?: string;
}) {
  const label = retrying ? 'Trying again…' : 'Try again';
  if (inline)
    return (
      <p role="alert" className={cn('text-sm text-neutral-700', className)}>
        {children}{' '}
        <button
          type="button"
          className="font-semibold text-brand-dark underline"
          aria-busy={retrying || undefined}
          onClick={() => {
            if (!retrying) onRetry();
          }}
        >
          {label}
        </button>
      </p>
    );
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3 rounded-2xl bg-neutral-100 p-4', className)}>
      <p className="flex-1">{children}</p>
      <Button variant="outline" size="sm" onClick={onRetry} pending={retrying}>
        {label}
      </Button>
    </div>
  );
}
