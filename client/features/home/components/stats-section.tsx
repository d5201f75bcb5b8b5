import { HeartHandshake, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { StatsResponse } from '@common/schemas/stats';

const format = (n: number) => new Intl.NumberFormat().format(n);

/** 'See How Kindness Is Spreading': total kind acts and Kindness Ambassadors, with a call to action. */
export function StatsSection({ stats, signedIn }: { stats: StatsResponse; signedIn: boolean }) {
  return (
    <section aria-labelledby="stats-heading" className="bg-neutral-50 py-16">
      <div className="mx-auto max-w-5xl px-4 text-center">
        <h2 id="stats-heading" className="text-3xl font-bold sm:text-4xl">
          See How Kindness Is Spreading
        </h2>
        <dl className="mt-10 grid gap-6 sm:grid-cols-2">
          <div className="rounded-3xl bg-white p-8 shadow-sm">
            <HeartHandshake aria-hidden className="mx-auto mb-3 size-8 text-brand" />
            <dd className="text-4xl font-extrabold text-neutral-900" data-testid="stat-acts">
              {format(stats.totalActs)}
            </dd>
            <dt className="mt-2 text-neutral-700">Kind acts completed</dt>
          </div>
          <div className="rounded-3xl bg-white p-8 shadow-sm">
            <Users aria-hidden className="mx-auto mb-3 size-8 text-brand" />
            <dd className="text-4xl font-extrabold text-neutral-900" data-testid="stat-users">
              {format(stats.totalUsers)}
            </dd>
            <dt className="mt-2 text-neutral-700">Kindness Ambassadors</dt>
          </div>
        </dl>
        <Link
          to={paths.challenges}
          className={buttonVariants({ size: 'lg', className: 'mt-10 max-w-full text-center whitespace-normal' })}
        >
          {signedIn ? 'Join Your Next Challenge' : 'Start Your Kindness Journey'}
        </Link>
      </div>
    </section>
  );
}
