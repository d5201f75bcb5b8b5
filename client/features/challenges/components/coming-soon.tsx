import { CalendarClock } from 'lucide-react';
import { daysUntil } from '../lib/countdown';
import type { Challenge } from '@common/schemas/challenges';
import { ChallengeImage } from './challenge-image';
import { plural } from '@common/plural';

const startsIn = (days: number) => (days <= 0 ? 'Starts today' : `Starts in ${plural(days, 'day')}`);

/** 'Coming Soon Challenges': what starts next, each with the days until it begins. */
export function ComingSoon({ challenges }: { challenges: Challenge[] }) {
  return (
    <section aria-labelledby="coming-soon-title" className="mt-12">
      <h2 id="coming-soon-title" className="text-2xl font-bold text-neutral-900">
        Coming Soon Challenges
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {challenges.map((c) => (
          <li key={c.id} className="overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm">
            <ChallengeImage src={c.image} className="h-36 w-full" />
            <div className="p-4">
              <h3 className="font-bold break-words text-neutral-900">{c.title}</h3>
              <p className="mt-1 line-clamp-3 text-sm break-words text-neutral-700">{c.summary}</p>
              <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-dark">
                <CalendarClock aria-hidden className="size-4" /> {startsIn(daysUntil(c.startDate))}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
