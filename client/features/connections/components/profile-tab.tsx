import { ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useBlocks } from '../api/get-blocks';
import type { HelpProfile } from '../api/types';
import { useUnblockUser } from '../api/unblock-user';
import { useUpdateProfile } from '../api/update-profile';
import { MemberChip } from './member-chip';
import { ProfileForm, profileFieldsOf, toProfileInput } from './profile-form';
import { relativeTime } from '@/lib/relative-time';

/**
 * 'People you blocked', with Unblock. A member without a help profile sees it too, under the profile form, once they
 * blocked someone (from a story card, say): `onlyWhenAny` (decision 055).
 */
export function BlocksCard({ onlyWhenAny = false }: { onlyWhenAny?: boolean }) {
  const blocks = useBlocks();
  const unblock = useUnblockUser();
  if (onlyWhenAny && !blocks.data?.length) return null;
  return (
    <Card aria-labelledby="blocks-title">
      <CardTitle id="blocks-title">People you blocked</CardTitle>
      <CardDescription>
        You and they can’t see each other’s requests, profiles or story comments, message each other or comment on each
        other’s stories. You can undo a block here.
      </CardDescription>
      <div className="mt-4">
        {blocks.isPending ? (
          <div role="status" aria-label="Loading your blocks" className="h-14 animate-pulse rounded-xl bg-neutral-50" />
        ) : blocks.isError ? (
          <LoadFailed
            title="We couldn’t load your blocks"
            onRetry={() => void blocks.refetch()}
            retrying={blocks.isFetching}
            homeLink={false}
          />
        ) : blocks.data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-neutral-600">
            <ShieldOff aria-hidden className="size-4" /> You haven’t blocked anyone.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {blocks.data.map((b) => (
              <li
                key={b.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-neutral-200 p-3"
              >
                <MemberChip member={b} sub={`Blocked ${relativeTime(b.blockedAt, { style: 'spoken' })}`} link={false} />
                <Button
                  size="sm"
                  variant="outline"
                  pending={unblock.isPending}
                  onClick={() =>
                    unblock.mutate(b.id, {
                      onSuccess: () => toast({ title: 'Block removed', description: `${b.displayName} is unblocked.` }),
                      onError: (err) =>
                        toast({
                          title: 'Error',
                          description: errorMessage(err, 'Failed to unblock user'),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  Unblock
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** The profile tab: edit the help profile (with the e-mail setting), see and undo blocks. */
export function ProfileTab({ profile, memberId }: { profile: HelpProfile; memberId: number }) {
  const update = useUpdateProfile();
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card aria-labelledby="edit-profile-title">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle id="edit-profile-title">Your help profile</CardTitle>
            <CardDescription>What other members see about you here.</CardDescription>
          </div>
          <Link to={paths.user(memberId)} className="text-sm font-semibold text-brand-dark underline">
            See how others see it
          </Link>
        </div>
        <div className="mt-5">
          <ProfileForm
            initial={profileFieldsOf(profile)}
            submitLabel="Save changes"
            pending={update.isPending}
            onSubmit={(fields) =>
              update.mutate(toProfileInput(fields), {
                onSuccess: () => toast({ title: 'Profile updated' }),
                onError: (err) =>
                  toast({
                    title: 'Error',
                    description: errorMessage(err, 'Failed to update profile'),
                    variant: 'destructive',
                  }),
              })
            }
          />
        </div>
      </Card>
      <BlocksCard />
    </div>
  );
}
