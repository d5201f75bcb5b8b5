import type { ConnectionProfile, HelpCategory } from '../../../../common/schemas/connections';
import type { OwnProfile } from './profiles.service';

/** The member's own profile, field by field: the band, never the date of birth. */
export function presentProfile(p: OwnProfile): ConnectionProfile {
  return {
    userId: p.userId,
    canHelp: p.canHelp,
    needsHelp: p.needsHelp,
    interests: p.interests,
    languages: p.languages,
    helpCategories: p.helpCategories as HelpCategory[],
    bio: p.bio,
    preferredCommunication: p.preferredCommunication,
    availableHours: p.availableHours,
    isActive: p.isActive,
    ageBand: p.ageBand,
    mailWhenAway: p.mailWhenAway,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
