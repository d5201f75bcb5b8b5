import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { RIPPLE_THEMES, type RippleThemeKey } from '@common/ripple-themes';
import { cn } from '@/lib/cn';

/** How far one arrow click moves the themes (part 1 'Compose': 200 px). */
const SCROLL_STEP_PX = 200;

/** Where each arrow key moves the choice within the radio group, as a step through the themes. */
const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The six themes in a horizontal scroller; the arrows (desktop only) move it 200 px. A radio group takes one
 * Tab stop (the chosen theme); the arrow keys, Home and End choose and focus another (roving focus).
 */
export function ThemeScroller({ value, onChange }: { value: RippleThemeKey; onChange: (key: RippleThemeKey) => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  const scroll = (dir: 1 | -1) => scroller.current?.scrollBy({ left: dir * SCROLL_STEP_PX, behavior: 'smooth' });
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const current = RIPPLE_THEMES.findIndex((t) => t.key === value);
    const last = RIPPLE_THEMES.length - 1;
    let next: number;
    if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    else if (e.key in KEY_STEPS) next = (current + KEY_STEPS[e.key] + RIPPLE_THEMES.length) % RIPPLE_THEMES.length;
    else return;
    e.preventDefault();
    onChange(RIPPLE_THEMES[next].key);
    scroller.current?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
  };
  const arrow =
    'hidden size-9 shrink-0 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-100 sm:inline-flex';
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={arrow} onClick={() => scroll(-1)} aria-label="Scroll themes left">
        <ChevronLeft aria-hidden className="size-4" />
      </button>
      <div
        ref={scroller}
        role="radiogroup"
        aria-label="Theme"
        // The padding leaves room for the focus outline (3 px, 2 px off), which the scroller would otherwise clip.
        className="flex flex-1 snap-x scroll-px-1.5 gap-2 overflow-x-auto scroll-smooth p-1.5 [scrollbar-width:thin]"
      >
        {RIPPLE_THEMES.map((theme) => {
          const active = theme.key === value;
          return (
            <button
              key={theme.key}
              type="button"
              role="radio"
              aria-checked={active}
              tabIndex={active ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={() => onChange(theme.key)}
              className={cn(
                'min-w-40 shrink-0 snap-start rounded-xl border px-3 py-2 text-left transition-colors',
                active
                  ? 'border-brand bg-brand-50 text-brand-dark'
                  : 'border-neutral-200 bg-white text-neutral-800 hover:border-brand-200',
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
