import type { z } from 'zod';
import { auditLogFilters, auditLogPage } from '@common/schemas/audit';
import { adminUsersPage } from '@common/schemas/admin-users';
import { predefinedAvatarsResponse } from '@common/schemas/avatars';
import { challengeList, completedChallengeList, currentChallenge } from '@common/schemas/challenges';
import {
  conversation,
  conversationPage,
  messagePage,
  unreadTotal,
  userProfileAnswer,
} from '@common/schemas/connections/chat';
import { connectionProfile } from '@common/schemas/connections/profiles';
import { requestPage } from '@common/schemas/connections/requests';
import { blockList } from '@common/schemas/connections/safety';
import {
  adminConnectionsAnalytics,
  adminConversationPage,
  adminMessagePage,
  adminRequestPage,
  adminReviewPage,
} from '@common/schemas/connections-admin';
import { publicConfig } from '@common/schemas/meta';
import { adminReportsPage, myReportsPage, reviewQueuePage } from '@common/schemas/moderation';
import { verifyResetTokenResponse } from '@common/schemas/passwords';
import { pointsHistoryPage, userSummary } from '@common/schemas/points';
import { adminClaimedRewardsPage, claimedRewardList, rewardList } from '@common/schemas/rewards';
import { rippleNote, rippleSummary } from '@common/schemas/ripples';
import { setting } from '@common/schemas/settings';
import { statsResponse } from '@common/schemas/stats';
import { commentPage, likedResponse, storyPage } from '@common/schemas/stories';
import { totpStatus } from '@common/schemas/totp';
import { currentUser } from '@common/schemas/users';

/**
 * What the server answers each read with: the `common/schemas` contract of its 200. `mockApi` checks every
 * successful JSON answer a test gives one of these routes against it, so a mock that no longer matches its
 * contract fails the test that uses it (client/test/mock-api.ts). A route not listed is not checked.
 */
export const CONTRACTS: Record<`GET /api/${string}`, z.ZodType> = {
  'GET /api/config': publicConfig,
  'GET /api/user': currentUser,
  'GET /api/predefined-avatars': predefinedAvatarsResponse,
  'GET /api/auth/verify-reset-token/:token': verifyResetTokenResponse,
  'GET /api/user/totp': totpStatus,
  'GET /api/stats': statsResponse,
  'GET /api/ripples/node/:code': rippleNote,
  'GET /api/ripples/summary/:seed': rippleSummary,
  'GET /api/stories': storyPage,
  'GET /api/user/stories': storyPage,
  'GET /api/stories/:id/liked': likedResponse,
  'GET /api/stories/:id/comments': commentPage,
  'GET /api/challenges': challengeList,
  'GET /api/challenges/upcoming': challengeList,
  'GET /api/challenges/recent': challengeList,
  'GET /api/challenges/current': currentChallenge,
  'GET /api/user/completedChallenges': completedChallengeList,
  'GET /api/rewards': rewardList,
  'GET /api/user/rewards': claimedRewardList,
  'GET /api/user/summary': userSummary,
  'GET /api/user/points-history': pointsHistoryPage,
  'GET /api/connections/profile': connectionProfile,
  'GET /api/connections/user-profile/:id': userProfileAnswer,
  'GET /api/connections/requests': requestPage,
  'GET /api/connections/my-requests': requestPage,
  'GET /api/connections/conversations': conversationPage,
  'GET /api/connections/conversations/:id': conversation,
  'GET /api/connections/conversations/:id/messages': messagePage,
  'GET /api/connections/unread': unreadTotal,
  'GET /api/connections/blocks': blockList,
  'GET /api/connections/my-reports': myReportsPage,
  'GET /api/admin/users': adminUsersPage,
  'GET /api/admin/audit-log': auditLogPage,
  'GET /api/admin/audit-log/filters': auditLogFilters,
  'GET /api/admin/claimed-rewards': adminClaimedRewardsPage,
  'GET /api/admin/settings/:key': setting,
  'GET /api/admin/reports': adminReportsPage,
  'GET /api/admin/review-queue': reviewQueuePage,
  'GET /api/admin/connections/analytics': adminConnectionsAnalytics,
  'GET /api/admin/connections/conversations': adminConversationPage,
  'GET /api/admin/connections/conversations/:id/messages': adminMessagePage,
  'GET /api/admin/connections/requests': adminRequestPage,
  'GET /api/admin/connections/reviews': adminReviewPage,
};

/**
 * Mock data for an answer, checked against its contract where it is written: typed by what the schema takes, and
 * parsed by it, so a fixture that drifts fails the type check or throws naming the field.
 */
export function answerOf<S extends z.ZodType>(schema: S, data: z.input<S>): z.input<S> {
  const checked = schema.safeParse(data);
  if (!checked.success) throw new Error(`mock does not match its contract:\n${describeIssues(checked.error)}`);
  return data;
}

/** The issues of a failed parse, one line each with its path. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join('.') || '(answer)'}: ${i.message}`).join('\n');
}
