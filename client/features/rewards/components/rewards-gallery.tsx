import { Gift } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@common/schemas/users';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useRewards } from '../api/get-rewards';
import type { Reward } from '@common/schemas/rewards';
import { ClaimDialog } from './claim-dialog';
import { RewardImage } from './reward-image';
import { ListFailed } from '@/components/ui/list-failed';

/** How many rewards show before 'View All' (part 2 §9). */
export const GALLERY_FIRST = 4;

/** Why the claim button is off for this person, or null when they may claim. */
export function claimBlock(reward: Reward, user: CurrentUser | null): string | null {
  if (!user) return 'Log in to claim';
  if (reward.isLimited && (reward.quantityAvailable ?? 0) <= 0) return 'Out of stock';
  if (user.points < reward.pointsCost) return `You need ${reward.pointsCost - user.points} more points`;
  return null;
}

/** The Rewards Gallery: four rewards, then View All; each with its cost, stock and the claim button. */
export function RewardsGallery() {
  const { data: user = null } = useUser();
  const rewards = useRewards();
  const [showAll, setShowAll] = useState(false);
  const [claiming, setClaiming] = useState<Reward | null>(null);
  const list = rewards.data ?? [];
  const shown = showAll ? list : list.slice(0, GALLERY_FIRST);

  return (
    <section aria-labelledby="rewards-title" className="mt-12">
      <h2 id="rewards-title" className="flex items-center gap-2 text-2xl font-bold text-neutral-900">
        <Gift aria-hidden className="size-6 text-brand" /> Rewards Gallery
      </h2>
      <p className="mt-1 text-neutral-700">
        {user ? (
          <>
            Spend your points on a thank-you. You have <strong>{user.points} points</strong>.
          </>
        ) : (
          <>
            <Link to={paths.auth({ tab: 'login' })} className="font-semibold text-brand-dark underline">
              Log in
            </Link>{' '}
            to claim rewards with the points you earn.
          </>
        )}
      </p>
      {rewards.isLoading ? (
        <ul aria-hidden className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="rewards-skeleton">
          {Array.from({ length: GALLERY_FIRST }, (_, i) => (
            <li key={i} className="h-80 animate-pulse rounded-2xl bg-neutral-200" />
          ))}
        </ul>
      ) : rewards.isError ? (
        <ListFailed onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} className="mt-4">
          We couldn’t load the rewards.
        </ListFailed>
      ) : list.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-neutral-100 p-6 text-center text-neutral-700">
          No rewards are on offer right now. Keep collecting points!
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {shown.map((r) => {
              const block = claimBlock(r, user);
              return (
                <li
                  key={r.id}
                  className="flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm"
                >
                  <RewardImage src={r.image} className="h-36 w-full" />
                  <div className="flex flex-1 flex-col p-4">
                    <h3 className="font-bold break-words text-neutral-900">{r.name}</h3>
                    <p className="mt-1 flex-1 text-sm break-words text-neutral-700">{r.description}</p>
                    <p className="mt-3 text-sm font-semibold text-brand-dark">{r.pointsCost} points</p>
                    {r.isLimited && (r.quantityAvailable ?? 0) > 0 ? (
                      <p className="text-xs text-neutral-600">{r.quantityAvailable} left</p>
                    ) : null}
                    <Button
                      className="mt-3"
                      size="sm"
                      disabled={block !== null}
                      onClick={() => setClaiming(r)}
                      aria-label={`Claim ${r.name}`}
                    >
                      Claim
                    </Button>
                    {block ? <p className="mt-1 text-center text-xs text-neutral-600">{block}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
          {list.length > GALLERY_FIRST ? (
            <div className="mt-4 text-center">
              <Button variant="outline" onClick={() => setShowAll((s) => !s)} aria-expanded={showAll}>
                {showAll ? 'Show Fewer' : 'View All'}
              </Button>
            </div>
          ) : null}
        </>
      )}
      {user ? (
        <ClaimDialog
          key={claiming?.id ?? 0}
          reward={claiming}
          user={user}
          onOpenChange={(o) => !o && setClaiming(null)}
        />
      ) : null}
    </section>
  );
}
