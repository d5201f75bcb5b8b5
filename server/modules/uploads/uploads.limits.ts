import type { LimitSpec } from '../../plugins/rate-limit';

/** The abuse limits of the picture uploads that have a route of their own, counted per member. */
export const UPLOAD_LIMITS = {
  contentImage: { name: 'content-image-upload', max: 60, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitSpec>;
