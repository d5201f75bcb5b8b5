import { z } from 'zod';
import { messageResponse } from './common';
import { withGreeting } from '../ripple-themes';
import { nameChecks, normalizeName } from '../names';
import { UNSAFE_MESSAGE_CHARS } from '../text';
import {
  RIPPLE_DEPTH_DEFAULT,
  RIPPLE_DEPTH_MAX,
  RIPPLE_MESSAGE_MAX,
  RIPPLE_SENDER_NAME_MAX,
  RIPPLE_SHARE_CHANNELS,
} from '../constants';

/** A note's text: 1-280 characters after trimming; line breaks are kept (Windows ones become plain ones). */
export const rippleMessage = z
  .string({ message: 'Message required' })
  .trim()
  .transform((v) => v.replace(/\r\n?/g, '\n'))
  .pipe(
    z
      .string()
      .min(1, 'Message required')
      .max(RIPPLE_MESSAGE_MAX, `Please keep your message to ${RIPPLE_MESSAGE_MAX} characters`)
      .refine((v) => !UNSAFE_MESSAGE_CHARS.test(v), {
        message: 'Your message contains characters we cannot show. Please remove them.',
      }),
  );

/** The optional sender name: normalised (common/names.ts), at most 60 characters, none that could disguise it. */
const senderName = z
  .string()
  .nullish()
  .transform((v) => (v ? normalizeName(v) || undefined : undefined))
  .pipe(
    nameChecks({
      max: RIPPLE_SENDER_NAME_MAX,
      tooLong: `Please keep your name to ${RIPPLE_SENDER_NAME_MAX} characters`,
      unsafe: 'Your name contains characters we cannot show. Please remove them.',
    }).optional(),
  );

export const shareChannel = z.enum(RIPPLE_SHARE_CHANNELS, {
  message: 'Share channel must be whatsapp, email, sms, copy or other',
});

/** POST /api/ripples */
export const createRippleInput = z.object({
  message: rippleMessage,
  senderName,
  shareChannel: shareChannel.default('copy'),
  subscribeEmail: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email('Please enter a valid email address').max(254).optional()),
});
export type CreateRippleInput = z.input<typeof createRippleInput>;

export const rippleCreated = z.object({
  nodeUrl: z.string(),
  shareText: z.string(),
  summaryUrl: z.string(),
  nodeCode: z.string(),
  seedCode: z.string(),
});
export type RippleCreated = z.infer<typeof rippleCreated>;

/** POST /api/ripples/node/{code}/pass */
export const passRippleInput = createRippleInput.pick({ message: true, senderName: true, shareChannel: true });
export type PassRippleInput = z.input<typeof passRippleInput>;

export const ripplePassed = z.object({ nodeUrl: z.string(), shareText: z.string(), nodeCode: z.string() });
export type RipplePassed = z.infer<typeof ripplePassed>;

export const rippleCode = z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,12}$/, 'Ripple not found') });

/** GET /api/ripples/node/{code} */
export const rippleNote = z.object({
  nodeCode: z.string(),
  message: z.string(),
  senderName: z.string().nullable(),
  depth: z.number().int(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  viewCount: z.number().int(),
  thanksCount: z.number().int(),
  createdAt: z.string(),
  /** Whether this visitor has already said thanks for this note. */
  thanked: z.boolean(),
  chain: z.object({
    peopleReached: z.number().int(),
    maxDepth: z.number().int(),
    cities: z.array(z.string()),
    seedCode: z.string(),
    status: z.enum(['active', 'closed']),
  }),
  nodeUrl: z.string(),
  shareText: z.string(),
});
export type RippleNote = z.infer<typeof rippleNote>;

export const rippleThanked = z.object({ thanksCount: z.number().int(), alreadyThanked: z.boolean() });
export type RippleThanked = z.infer<typeof rippleThanked>;

/** ?limitDepth=n: 1-20, anything that is not a number becomes 6. */
export const limitDepth = z.preprocess((v) => {
  const n = Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) ? Math.min(RIPPLE_DEPTH_MAX, Math.max(1, n)) : RIPPLE_DEPTH_DEFAULT;
}, z.number().int().min(1).max(RIPPLE_DEPTH_MAX));

export const summaryQuery = z.object({
  limitDepth: limitDepth.optional().default(RIPPLE_DEPTH_DEFAULT),
  key: z.string().max(64).optional(),
});

export const rippleSummaryNode = z.object({
  id: z.string(),
  parentNodeId: z.string().nullable(),
  message: z.string(),
  senderName: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  viewCount: z.number().int(),
  thanksCount: z.number().int(),
  depth: z.number().int(),
  /** Only in the owner's view: whether the owner hid this note. Hidden notes show no text to anyone else. */
  hidden: z.boolean(),
});
export type RippleSummaryNode = z.infer<typeof rippleSummaryNode>;

/** GET /api/ripples/summary/{seedCode} */
export const rippleSummary = z.object({
  seedCode: z.string(),
  nodes: z.array(rippleSummaryNode),
  peopleReached: z.number().int(),
  maxDepth: z.number().int(),
  nodeCount: z.number().int(),
  cities: z.array(z.string()),
  status: z.enum(['active', 'closed']),
  /** True when the notes were cut at the summary's limit; the counters still cover the whole ripple. */
  truncated: z.boolean(),
  isOwner: z.boolean(),
});
export type RippleSummary = z.infer<typeof rippleSummary>;

export const subscribeInput = z.object({
  email: z
    .string({ message: 'Email required' })
    .trim()
    .min(1, 'Email required')
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address').max(254)),
});
export type SubscribeInput = z.input<typeof subscribeInput>;
export const ownerKeyInput = z.object({ key: z.string().min(1).max(64) });
export const hideNodeInput = ownerKeyInput.extend({ hidden: z.boolean() });
export const setStatusInput = ownerKeyInput.extend({ status: z.enum(['active', 'closed']) });
export const reportInput = z.object({
  reason: z.string().trim().max(500, 'Please keep the reason to 500 characters').optional(),
});
export const confirmInput = z.object({ token: z.string().min(1).max(16) });

/** POST /api/ripples/subscriptions/confirm: the confirmation, and the ripple now followed. */
export const subscriptionConfirmed = messageResponse.extend({ seedCode: z.string() });
export type SubscriptionConfirmed = z.infer<typeof subscriptionConfirmed>;
export type ConfirmInput = z.input<typeof confirmInput>;
export type HideNodeInput = z.input<typeof hideNodeInput>;
export type SetStatusInput = z.input<typeof setStatusInput>;
export type ReportInput = z.input<typeof reportInput>;

/** The recipient's first name that the ripple dialog puts in the greeting ('Hi {name}! '). */
export const RIPPLE_RECIPIENT_NAME_MAX = 40;

/** What the ripple dialog sends to start a ripple or pass one on (the share channel aside). */
const rippleDialogNote = createRippleInput.omit({ shareChannel: true });

/**
 * The ripple dialog's form (part 1 'Ripple modal'): the note as typed, the recipient's first name for the greeting,
 * the sender's name and (when starting a ripple) an address to follow it. It gives what POST /api/ripples takes,
 * checked by the same rules: the note with its greeting, empty fields left out.
 */
export const rippleDialogForm = z
  .object({
    message: z.string(),
    recipient: z
      .string()
      .trim()
      .max(RIPPLE_RECIPIENT_NAME_MAX, `Please keep the name to ${RIPPLE_RECIPIENT_NAME_MAX} characters`),
    senderName: z.string(),
    subscribeEmail: z.string(),
  })
  .transform(({ message, recipient, ...rest }): z.input<typeof rippleDialogNote> => ({
    ...rest,
    message: withGreeting(message.trim(), recipient),
  }))
  .pipe(rippleDialogNote);
export type RippleDialogFormInput = z.input<typeof rippleDialogForm>;
export type RippleDialogFormOutput = z.output<typeof rippleDialogForm>;
/** The path of the summary calls: /api/ripples/summary/{seedCode}... */
export const seedCodeParams = z.object({ seedCode: rippleCode.shape.code });
/** POST /api/ripples/summary/{seedCode}/nodes/{nodeId}/hide */
export const summaryNodeParams = seedCodeParams.extend({ nodeId: z.string().max(36) });
/** GET and POST /api/ripples/unsubscribe/{token}: the link every ripple mail carries. */
export const unsubscribeParams = z.object({ token: z.string().max(64) });
/**
 * /r/{code}, /ripple/{code} and their card.png: any text, because a code that cannot be one still gets the page
 * (with the not-found meta), not a JSON error.
 */
export const linkPreviewParams = z.object({ code: z.string() });
