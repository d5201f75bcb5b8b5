import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { Challenge } from '@common/schemas/challenges';
import { ChallengeImage } from './challenge-image';

/** How far one press of the arrows scrolls (part 2 §9): a card and its gap. */
export const CAROUSEL_STEP_PX = 340;

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * 'Additional Challenges': a row of cards that scrolls sideways by the arrow buttons (340 px a step, reachable
 * with Tab and pressed with Enter or Space) or by swiping.
 */
export function ChallengeCarousel({ challenges }: { challenges: Challenge[] }) {
  const row = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) => row.current?.scrollBy({ left: dir * CAROUSEL_STEP_PX, behavior: 'smooth' });
  return (
    <section aria-labelledby="additional-challenges-title" className="mt-12">
      <div className="flex items-end justify-between gap-4">
        <h2 id="additional-challenges-title" className="text-2xl font-bold text-neutral-900">
          Additional Challenges
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="icon" aria-label="Scroll challenges left" onClick={() => scroll(-1)}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="icon" aria-label="Scroll challenges right" onClick={() => scroll(1)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <ul
        ref={row}
        data-testid="challenge-carousel"
        className="mt-4 flex snap-x gap-5 overflow-x-auto scroll-smooth pb-3"
        aria-label="Additional challenges"
      >
        {challenges.map((c) => (
          <li key={c.id} className="w-[min(320px,80vw)] shrink-0 snap-start">
            <article
              aria-labelledby={`challenge-${c.id}-title`}
              className="h-full overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm "
            >
              <ChallengeImage src={c.image} className="h-36 w-full" />
              <div className="p-4">
                <h3 id={`challenge-${c.id}-title`} className="font-bold break-words text-neutral-900">
                  {c.title}
                </h3>
                <p className="mt-1 line-clamp-3 text-sm break-words text-neutral-700">{c.summary}</p>
                <p className="mt-3 text-xs text-neutral-600">
                  Ended {dateFormat.format(new Date(c.endDate))} · {c.basePoints} points · {c.completedCount} completed
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
