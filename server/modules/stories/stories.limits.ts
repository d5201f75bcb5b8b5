import type { LimitSpec } from '../../plugins/rate-limit';

/** The abuse limits of the story calls, counted per member. */
export const STORY_LIMITS = {
  create: { name: 'story-create-user', max: 20, windowMs: 60 * 60_000 },
  edit: { name: 'story-edit-user', max: 30, windowMs: 60 * 60_000 },
  like: { name: 'story-like-user', max: 600, windowMs: 60 * 60_000 },
  comment: { name: 'story-comment-user', max: 60, windowMs: 60 * 60_000 },
  report: { name: 'story-report-user', max: 30, windowMs: 60 * 60_000 },
  moderate: { name: 'story-moderate-admin', max: 600, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitSpec>;
