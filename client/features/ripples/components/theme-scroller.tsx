import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { RIPPLE_SCROLL_STEP_PX } from '@common/constants';
import { RIPPLE_THEMES, type RippleThemeKey } from '@common/ripple-themes';
import { cn } from '@/lib/cn';

/** The six themes in a horizontal scroller; the arrows (desktop only) move it 200 px. */
export function ThemeScroller({ value, onChange }: { value: RippleThemeKey; onChange: (key: RippleThemeKey) => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  const scroll = (dir: 1 | -1) => scroller.current?.scrollBy({ left: dir * RIPPLE_SCROLL_STEP_PX, behavior: 'smooth' });
  const arrow = 'hidden size-9 shrink-0 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-100 sm:inline-flex';
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={arrow} onClick={() => scroll(-1)} aria-label="Scroll themes left">
        <ChevronLeft aria-hidden className="size-4" />
      </button>
      <div ref={scroller} role="radiogroup" aria-label="Theme" className="flex flex-1 snap-x gap-2 overflow-x-auto scroll-smooth pb-1 [scrollbar-width:thin]">
        {RIPPLE_THEMES.map((theme) => {
          const active = theme.key === value;
          return (
            <button
              key={theme.key}
              type="button"
              role="radio"
              aria-checked={active}
              onClick={() => onChange(theme.key)}
              className={cn(
                'min-w-40 shrink-0 snap-start rounded-xl border px-3 py-2 text-left transition-colors',
                active ? 'border-brand bg-brand-50 text-brand-dark' : 'border-neutral-200 bg-white text-neutral-800 hover:border-brand-200',
              )}
            >
              <span className="block text-sm font-semibold">{theme.label}</span>
              <span className="block text-xs text-neutral-600">{theme.subtitle}</span>
            </button>
          );
        })}
      </div>
      <button type="button" className={arrow} onClick={() => scroll(1)} aria-label="Scroll themes right">
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </div>
  );
}
