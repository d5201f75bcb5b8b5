import type { HelpCategory, UserProfileAnswer } from '../../../../common/schemas/connections';
import { showDisplayName } from '../../../../common/names';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http-error';
import { getPublicUser } from '../../users/users.service';
import { reviewsOf } from '../conversations/reviews.queries';
import { isBlockedEitherWay } from '../safety/safety.queries';
import { findProfile } from './profiles.queries';
import { findViewer } from './profiles.service';

const PROFILE_NOT_FOUND = 'This user profile could not be found or is no longer available.';
const LATEST_REVIEWS = 5;

/**
 * A member's profile as another member sees it (`/user/{id}`): the card, the help profile and the reviews they
 * received; never the e-mail nor the date of birth. A block either way, or the other age pool, answers 404; the
 * help profile is shown only to a viewer whose own profile puts them in the same pool.
 */
export async function getUserProfile(
  db: Db,
  viewerId: number,
  targetId: number,
  now: Date,
): Promise<UserProfileAnswer> {
  const user = await getPublicUser(db, targetId, viewerId).catch(() => {
    throw notFound(PROFILE_NOT_FOUND);
  });
  const self = viewerId === targetId;
  if (!self && (await isBlockedEitherWay(db, viewerId, targetId))) throw notFound(PROFILE_NOT_FOUND);
  const [viewer, target] = await Promise.all([findViewer(db, viewerId, now), findViewer(db, targetId, now)]);
  if (!self && viewer && target && viewer.band !== target.band) throw notFound(PROFILE_NOT_FOUND);
  const profile = target && (self || viewer) ? await findProfile(db, targetId) : undefined;
  const reviews = await reviewsOf(db, targetId, LATEST_REVIEWS);
  return {
    user: {
      id: user.id,
      displayName: showDisplayName(user.displayName),
      avatar: user.avatar,
      memberSince: user.createdAt.toISOString(),
    },
    profile: profile
      ? {
          canHelp: profile.canHelp,
          needsHelp: profile.needsHelp,
          interests: profile.interests,
          languages: profile.languages,
          helpCategories: profile.helpCategories as HelpCategory[],
          // A bio the sweep hid (decision 053) is shown to nobody else until an admin restores it.
          bio: self || profile.bioHiddenAt === null ? profile.bio : '',
        }
      : null,
    reviews: {
      average: reviews.average === null ? null : Math.round(reviews.average * 10) / 10,
      count: reviews.count,
      latest: reviews.rows.map((r) => ({
        id: r.id,
        rating: r.rating,
        comment: r.comment,
        createdAt: r.createdAt.toISOString(),
      })),
    },
  };
}
