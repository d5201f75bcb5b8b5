import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The predefined avatars as a radio group: arrow keys move, the chosen one is ringed in brand red. */
export function AvatarGallery({
  avatars,
  value,
  onChange,
  label,
}: {
  avatars: string[];
  value: string | null;
  onChange: (avatar: string) => void;
  label: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-4 gap-3 sm:grid-cols-6">
      {avatars.map((src, i) => {
        const selected = value === src;
        return (
          <button
            key={src}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={`Avatar ${i + 1}`}
            tabIndex={selected || (!value && i === 0) ? 0 : -1}
            onClick={() => onChange(src)}
            onKeyDown={(e) => {
              const step =
                e.key === 'ArrowRight' || e.key === 'ArrowDown'
                  ? 1
                  : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
                    ? -1
                    : 0;
              if (!step) return;
              e.preventDefault();
              const next = avatars[(i + step + avatars.length) % avatars.length];
              onChange(next);
              const sibling = e.currentTarget.parentElement?.children[(i + step + avatars.length) % avatars.length] as
                HTMLElement | undefined;
              sibling?.focus();
            }}
            className={cn(
              'relative aspect-square overflow-hidden rounded-full border-2 transition-transform hover:scale-105',
              selected ? 'border-brand ring-4 ring-brand-200' : 'border-transparent',
            )}
          >
            <img src={src} alt="" className="size-full object-cover" loading="lazy" width={96} height={96} />
            {selected ? (
              <span className="absolute right-0 bottom-0 flex size-6 items-center justify-center rounded-full bg-brand text-white">
                <Check aria-hidden className="size-4" strokeWidth={3} />
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
