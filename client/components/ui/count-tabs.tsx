import { cn } from '@/lib/cn';

/**
 * A row of filter tabs, each with its count ('Pending 3'): a tablist of buttons whose selected one is marked for
 * screen readers. The content below is the caller's (one list filtered, not separate panels).
 */
export function CountTabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: Array<{ id: K; label: string; count?: number }>;
  value: K;
  onChange: (id: K) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-wrap gap-1 rounded-2xl bg-neutral-100 p-1 sm:inline-flex sm:rounded-full"
    >
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          aria-pressed={t.id === value}
          onClick={() => onChange(t.id)}
          className={cn(
            'flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-neutral-700 hover:text-neutral-900',
            t.id === value && 'bg-white text-brand-dark shadow-sm',
          )}
        >
          {t.label}
          {t.count !== undefined ? (
            <span className="rounded-full bg-neutral-200 px-2 text-xs text-neutral-800">{t.count}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
