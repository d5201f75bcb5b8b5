import { Button } from '@/components/ui/button';

/** One section of a page could not load: say so in place and offer Try again. */
export function SectionFailed({ text, onRetry, retrying }: { text: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-neutral-100 p-4 text-neutral-800"
    >
      <p className="flex-1">{text}</p>
      <Button variant="outline" size="sm" onClick={onRetry} pending={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}
