import type { HelpCategory, UserProfileAnswer } from '../../../../common/schemas/connections';
import { showDisplayName } from '../../../../common/names';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http-error';
import { getPublicUser } from '../../users/users.service';
import { reviewsReceivedBy } from '../reviews/reviews.service';
import { canSeeMemberPage, findProfile } from './profiles.queries';
import { dayOf } from './profiles.service';

const PROFILE_NOT_FOUND = 'This user profile could not be found or is no longer available.';
const LATEST_REVIEWS = 5;

/**
 * A member's profile as another member sees it (`/user/{id}`): the card, the help profile and the reviews they
 * received; never the e-mail nor the date of birth. It opens to the member themselves, and to a member whose own
 * help profile is in the same age pool with no block between them (decision 055). Every other case (the other pool,
 * no help profile on either side, a block either way, an admin block, no such member) answers the same 404 after
 * the same one statement, so neither the answer nor its time tells them apart.
 */
export async function getUserProfile(
  db: Db,
  viewerId: number,
  targetId: number,
  now: Date,
): Promise<UserProfileAnswer> {
  const self = viewerId === targetId;
  if (!self && !(await canSeeMemberPage(db, viewerId, targetId, dayOf(now)))) throw notFound(PROFILE_NOT_FOUND);
  const user = await getPublicUser(db, targetId, viewerId);
  const profile = await findProfile(db, targetId);
  const reviews = await reviewsReceivedBy(db, targetId, LATEST_REVIEWS);
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
