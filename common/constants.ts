/** Product-wide constants shared by the client and the server. */
export const SITE_NAME = 'KindRipple';
export const BRAND_COLOR = '#DC143C';
/** Where people write to us when CONTACT_EMAIL is not set. */
export const DEFAULT_CONTACT_EMAIL = 'hello@kindripple.org';

/** Ripples (part 1 §9). */
export const RIPPLE_MESSAGE_MAX = 280;
export const RIPPLE_SENDER_NAME_MAX = 60;
export const RIPPLE_DEPTH_DEFAULT = 6;
export const RIPPLE_DEPTH_MAX = 20;
/** A summary lists at most this many notes (closest to the first note first); the counters still cover all. */
export const RIPPLE_SUMMARY_NODE_LIMIT = 2000;
export const RIPPLE_SHARE_CHANNELS = ['whatsapp', 'email', 'sms', 'copy', 'other'] as const;
