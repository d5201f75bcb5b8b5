import { Ban, BadgeCheck, Flag, HeartHandshake, Star, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { defaultAvatar, useUser } from '@/lib/auth';
import { useUserProfile } from '../api/get-user-profile';
import type { UserProfileAnswer } from '../api/types';
import { categoryLabel } from '../lib/constants';
import { BlockDialog, ReportDialog } from './safety-dialogs';
import { plural } from '@common/plural';
import { relativeTime } from '@/lib/relative-time';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

function Tags({ items, label = (s: string) => s }: { items: string[]; label?: (s: string) => string }) {
  if (items.length === 0) return <p className="text-sm text-neutral-600">Nothing added yet.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((i) => (
        <li key={i} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-dark">
          {label(i)}
        </li>
      ))}
    </ul>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex" aria-label={`${rating} out of 5`} role="img">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={n <= Math.round(rating) ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-neutral-300'}
        />
      ))}
    </span>
  );
}

function ProfileView({ data, isMe }: { data: UserProfileAnswer; isMe: boolean }) {
  const { user, profile, reviews } = data;
  const [blocking, setBlocking] = useState(false);
  const [reporting, setReporting] = useState(false);
  // A block hides this profile from now on: the member goes to their blocks, where it can be undone.
  const navigate = useNavigate();
  const empty =
    !profile ||
    (!profile.bio &&
      profile.interests.length === 0 &&
      profile.languages.length === 0 &&
      profile.helpCategories.length === 0);
  const since = new Date(user.memberSince).toLocaleDateString('en', { month: 'long', year: 'numeric' });
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <Card className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <UserAvatar src={user.avatar ?? defaultAvatar(user.id)} name={user.displayName} className="size-24 text-2xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold break-words text-neutral-900">{user.displayName}</h1>
          <p className="mt-1 text-sm text-neutral-600">Member since {since}</p>
          <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
            {profile?.canHelp ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
                <HeartHandshake aria-hidden className="size-4" /> Available to Help
              </span>
            ) : null}
            {profile?.needsHelp ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-3 py-1 text-sm font-semibold text-sky-800">
                <BadgeCheck aria-hidden className="size-4" /> Open to Support
              </span>
            ) : null}
          </div>
        </div>
        {isMe ? (
          <Button asChild variant="outline">
            <Link to={`${paths.kindnessConnections}?tab=profile`}>Edit profile</Link>
          </Button>
        ) : (
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" size="sm" onClick={() => setBlocking(true)}>
              <Ban aria-hidden /> Block
            </Button>
            <Button variant="outline" size="sm" onClick={() => setReporting(true)}>
              <Flag aria-hidden /> Report
            </Button>
          </div>
        )}
      </Card>

      {empty ? (
        <Card className="mt-6 text-center">
          <UserX aria-hidden className="mx-auto size-10 text-neutral-400" />
          <CardTitle className="mt-2">Profile Incomplete</CardTitle>
          <p className="mt-1 text-sm text-neutral-600">{user.displayName} hasn’t filled in their profile yet.</p>
        </Card>
      ) : (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div className="md:col-span-2">
            <Section title="About">
              <p className="break-words whitespace-pre-line text-neutral-800">
                {profile.bio || 'This user hasn’t added a bio yet.'}
              </p>
            </Section>
          </div>
          <Section title="Ways I Can Help">
            <Tags items={profile.helpCategories} label={categoryLabel} />
          </Section>
          <Section title="Languages">
            <Tags items={profile.languages} />
          </Section>
          <div className="md:col-span-2">
            <Section title="Interests & Hobbies">
              <Tags items={profile.interests} />
            </Section>
          </div>
        </div>
      )}

      <div className="mt-6">
        <Section title="Reviews">
          {reviews.count === 0 ? (
            <p className="text-sm text-neutral-600">No reviews yet.</p>
          ) : (
            <>
              <p className="flex items-center gap-2 text-neutral-900">
                <Stars rating={reviews.average ?? 0} />
                <span className="font-semibold">{(reviews.average ?? 0).toFixed(1)}</span>
                <span className="text-sm text-neutral-600">({plural(reviews.count, 'review')})</span>
              </p>
              <ul className="mt-4 grid gap-3">
                {reviews.latest.map((r) => (
                  <li key={r.id} className="rounded-xl border border-neutral-200 p-3">
                    <div className="flex items-center justify-between gap-2">
                      <Stars rating={r.rating} />
                      <span className="text-xs text-neutral-600">{relativeTime(r.createdAt, { style: 'spoken' })}</span>
                    </div>
                    {r.comment ? <p className="mt-1 text-sm break-words text-neutral-800">{r.comment}</p> : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>
      </div>
      {isMe ? null : (
        <>
          <BlockDialog
            open={blocking}
            onOpenChange={setBlocking}
            member={user}
            onDone={() => void navigate(`${paths.kindnessConnections}?tab=profile`)}
          />
          <ReportDialog open={reporting} onOpenChange={setReporting} member={user} block={false} />
        </>
      )}
    </div>
  );
}

function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <UserX aria-hidden className="mx-auto size-14 text-brand" />
      <h1 className="mt-4 text-3xl font-bold text-neutral-900">Profile Not Found</h1>
      <p className="mt-3 text-neutral-700">This user profile could not be found or is no longer available.</p>
      <Button asChild className="mt-6">
        <Link to={paths.kindnessConnections}>Back to Kindness Connections</Link>
      </Button>
    </section>
  );
}

function Loader({ id }: { id: number }) {
  const { data: me } = useUser();
  const query = useUserProfile(id);
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading the profile" className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
        <div className="h-40 animate-pulse rounded-2xl bg-neutral-50" />
        <div className="mt-6 h-64 animate-pulse rounded-2xl bg-neutral-50" />
      </div>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
      return <NotFound />;
    return (
      <LoadFailed
        title="We couldn’t load this profile"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ProfileView data={query.data} isMe={me?.id === id} />;
}

/** /user/{userId}: a member's Connections profile. */
function UserProfilePageBody({ userId }: { userId: string }) {
  if (!/^\d{1,10}$/.test(userId) || Number(userId) < 1) return <NotFound />;
  return <Loader id={Number(userId)} />;
}

/** The page's head (its canonical is this address), then the page. */
export function UserProfilePage({ userId }: { userId: string }) {
  return (
    <>
      <Seo {...PAGES.userProfile} path={/^\d{1,10}$/.test(userId) ? paths.user(userId) : undefined} />
      <UserProfilePageBody userId={userId} />
    </>
  );
}
