import type * as schema from './schema';

// Which module owns each table (docs/architecture.md › Tables and their owners; decision 065): only the owner's files
// write it, and another module reads it only where ALSO_READ_BY says so (a list that shows a name or a title beside
// its own rows); anything else goes through the owner's door. `server/db/table-owners.test.ts` checks every server
// file that imports a table or names one in SQL against this map, and that every table has exactly one owner.

type Table = keyof typeof schema;

/**
 * A module under server/modules/, or `mail` (server/mail, the outbox), `jobs` (server/jobs: which instance runs a
 * period's round) or `plugins` (server/plugins: the abuse limits' counters without Redis).
 */
export type TableOwner =
  | 'users'
  | 'auth'
  | 'uploads'
  | 'ripples'
  | 'challenges'
  | 'stories'
  | 'rewards'
  | 'points'
  | 'connections'
  | 'events'
  | 'reports'
  | 'contact-guard'
  | 'audit'
  | 'settings'
  | 'secrets'
  | 'mail'
  | 'jobs'
  | 'plugins';

/** The tables each owner writes (by their names in `server/db/schema/`). */
export const TABLE_OWNERS: Record<TableOwner, readonly Table[]> = {
  users: ['users'],
  auth: [
    'sessions',
    'passwordResets',
    'emailConfirmations',
    'pendingLogins',
    'userTotp',
    'totpRecoveryCodes',
    'secondFactorFailures',
    'usedCaptchas',
  ],
  uploads: ['pendingAvatarUploads'],
  ripples: [
    'rippleChains',
    'rippleNodes',
    'rippleEvents',
    'rippleChainCities',
    'rippleChainVisitors',
    'rippleReports',
    'rippleSubscriptions',
    'rippleGrowthMailCounts',
  ],
  challenges: ['challenges', 'completedChallenges'],
  stories: ['stories', 'userLikes', 'comments', 'contentReports'],
  rewards: ['rewards', 'userRewards'],
  // users.points too, but only through the database function points_credit (decision 050).
  points: ['pointsLedger'],
  connections: [
    'connectionProfiles',
    'helpRequests',
    'conversations',
    'conversationMembers',
    'messages',
    'connectionReviews',
    'userBlocks',
    'connectionReports',
    'connectionAdminBlocks',
  ],
  events: ['connectionEvents', 'connectionEventCounters', 'connectionPresence'],
  reports: ['reportOutcomes', 'appeals', 'crisisReviews'],
  'contact-guard': ['contactRefusals', 'contactHolds', 'maintenanceMarks'],
  audit: ['adminAuditLog'],
  settings: ['adminSettings'],
  secrets: ['appSecrets'],
  mail: ['mailOutbox'],
  jobs: ['jobRuns'],
  plugins: ['limitCounters'],
};

/** The reads of another owner's table that a list needs, each with who reads it. */
export const ALSO_READ_BY: Partial<Record<Table, readonly TableOwner[]>> = {
  // Sign-in, names in lists, the actor's name, the balance the ledger's opening rows make up.
  users: ['auth', 'connections', 'reports', 'audit', 'points'],
  // Whether a member has a help profile, in Manage Users.
  connectionProfiles: ['users'],
  // The reports module's lists: reported messages, members, stories, comments and notes, and held texts.
  connectionReports: ['reports'],
  messages: ['reports'],
  stories: ['reports'],
  comments: ['reports'],
  contentReports: ['reports'],
  rippleReports: ['reports'],
  rippleNodes: ['reports'],
  contactHolds: ['reports'],
};
