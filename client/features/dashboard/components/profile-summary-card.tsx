import { pointsBand } from '@common/schemas/points';
import type { CurrentUser } from '@common/schemas/users';
import { UserAvatar } from '@/components/ui/avatar';
import { useUserSummary } from '../api/get-user-summary';

/**
 * The profile summary (part 2 §2): avatar with initials, name, @username, the points balance with the bar inside
 * the current 500-point band and its bounds, then Completed Challenges, Total Points Earned, Rewards Claimed.
 */
export function ProfileSummaryCard({ user }: { user: CurrentUser }) {
  const summary = useUserSummary();
  const points = summary.data?.points ?? user.points;
  const band = pointsBand(points);
  const stats = [
    { label: 'Completed Challenges', value: summary.data?.completedChallenges },
    { label: 'Total Points Earned', value: summary.data?.totalPointsEarned },
    { label: 'Rewards Claimed', value: summary.data?.rewardsClaimed },
  ];
  return (
    <section aria-label="Your summary" className="rounded-3xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-6 md:flex-row md:items-center">
        <div className="flex min-w-0 items-center gap-4">
          {/* No picture means the initials, never someone else's default picture. */}
          <UserAvatar src={user.avatar} name={user.displayName} className="size-16 text-xl" />
          <div className="min-w-0">
            <p className="truncate text-xl font-bold text-neutral-900">{user.displayName}</p>
            <p className="truncate text-sm text-neutral-600">@{user.username}</p>
          </div>
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-neutral-700" id="points-balance-label">
            Current Points Balance
          </p>
          <p className="text-3xl font-extrabold text-brand-dark">{points}</p>
          <div
            role="progressbar"
            aria-labelledby="points-balance-label"
            aria-valuemin={band.lower}
            aria-valuemax={band.upper}
            aria-valuenow={points}
            aria-valuetext={`${points} points, ${Math.round(band.percent)}% of the way from ${band.lower} to ${band.upper}`}
            className="mt-2 h-3 overflow-hidden rounded-full bg-neutral-100"
          >
            <div className="h-full rounded-full bg-brand" style={{ width: `${band.percent}%` }} />
          </div>
          <div aria-hidden className="mt-1 flex justify-between text-xs text-neutral-600">
            <span>{band.lower}</span>
            <span>{band.upper}</span>
          </div>
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-3 gap-2 text-center sm:gap-4">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 px-2 py-3">
            <dt className="text-xs font-semibold text-neutral-700 sm:text-sm">{s.label}</dt>
            <dd className="text-2xl font-extrabold text-neutral-900">
              {summary.isLoading ? (
                <span className="inline-block h-7 w-8 animate-pulse rounded bg-brand-100" />
              ) : (
                (s.value ?? '–')
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
