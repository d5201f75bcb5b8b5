import { MapPin } from 'lucide-react';

/** The places a ripple reached, as chips. */
export function CityChips({ cities, headingLevel = 2 }: { cities: string[]; headingLevel?: 2 | 3 }) {
  if (!cities.length) return null;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="cities-reached" className="grid gap-3">
      <H id="cities-reached" className="text-lg font-bold">
        Cities Reached
      </H>
      <ul className="flex flex-wrap gap-2">
        {cities.map((c) => (
          <li
            key={c}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-dark"
          >
            <MapPin aria-hidden className="size-3.5" />
            {c}
          </li>
        ))}
      </ul>
    </section>
  );
}
