import { z } from 'zod';
import { UNSAFE_MESSAGE_CHARS } from '../../text';

// Kindness Connections: constants, texts and the pieces every part's contract shares.

// ---------------------------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------------------------

/** Every help category, the union of the spec's lists, with the label people see. */
export const HELP_CATEGORY_LABELS = {
  emotional: 'Emotional support',
  mentorship: 'Mentorship',
  language: 'Language exchange',
  career: 'Career help',
  accountability: 'Accountability buddy',
  learning: 'Learning & study',
  creative: 'Creative projects',
  tech: 'Tech help',
  health: 'Health & wellbeing',
  other: 'Other',
} as const;
export type HelpCategory = keyof typeof HELP_CATEGORY_LABELS;
export const helpCategory = z.enum(
  [
    'emotional',
    'mentorship',
    'language',
    'career',
    'accountability',
    'learning',
    'creative',
    'tech',
    'health',
    'other',
  ],
  { message: 'Please select a category' },
);
export const HELP_CATEGORIES = helpCategory.options;

/** The categories the new-request form offers (spec §9 'Help categories for posting'). */
export const POSTING_CATEGORIES = ['emotional', 'mentorship', 'language', 'career', 'accountability'] as const;
/** The categories the member's edit form offers (spec §9 'User edit lists'). */
export const EDIT_CATEGORIES = [
  'emotional',
  'learning',
  'language',
  'career',
  'creative',
  'tech',
  'health',
  'accountability',
] as const;
/** The categories the admin's edit form offers (posting plus creative and other). */
export const ADMIN_EDIT_CATEGORIES = [...POSTING_CATEGORIES, 'creative', 'other'] as const;

/** One urgency scale; the create form's 'normal' is stored as medium. */
export const URGENCIES = ['low', 'medium', 'high'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const URGENCY_LABELS: Record<Urgency, string> = { low: 'Low', medium: 'Normal', high: 'High' };

/** The 19 interests a profile offers before custom ones. */
export const PREDEFINED_INTERESTS = [
  'Reading',
  'Writing',
  'Music',
  'Art & drawing',
  'Photography',
  'Gaming',
  'Sports',
  'Fitness',
  'Cooking',
  'Gardening',
  'Nature & outdoors',
  'Travel',
  'Languages',
  'Technology',
  'Science',
  'Movies & TV',
  'Volunteering',
  'Mindfulness',
  'Animals',
] as const;

/** The 17 languages a profile offers before custom ones. */
export const PREDEFINED_LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Dutch',
  'Polish',
  'Ukrainian',
  'Russian',
  'Arabic',
  'Turkish',
  'Hindi',
  'Bengali',
  'Chinese (Mandarin)',
  'Japanese',
  'Korean',
] as const;

export const REVIEW_RATING_LABELS = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Great', 5: 'Amazing' } as const;

/** The reasons a Connections report may give (the server takes no other; decision 058). */
export const REPORT_REASONS = [
  'Harassment or bullying',
  'Asking for personal details or money',
  'Inappropriate or sexual content',
  'Spam or scam',
  'Hate speech',
  'Someone may be in danger',
  'Something else',
] as const;

export const AGE_BANDS = ['13-17', '18+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
/** The youngest age Kindness Connections is for. */
export const CONNECTIONS_MIN_AGE = 13;

/** Trust before contact details may be shared in a chat (decision 036). */
export const CONTACT_TRUST = { minDays: 3, minMessages: 20, minEachSide: 5 } as const;

export const CONNECTIONS_TEXT = {
  requestContact:
    "Please don't include contact information or social media references. Our platform provides secure messaging for all connections.",
  chatContact:
    "Please don't share personal contact information unless trust has been built. You'll be able to share contact details after 3+ days and 20+ messages together.",
  noProfile: "You haven't created a help profile yet.",
  messageEmpty: 'Message cannot be empty',
  messageTooLong: 'Please keep your message to 2000 characters',
  ratingRequired: 'Please provide a rating',
  unsafeChars: 'Your text contains characters we cannot show. Please remove them.',
  conversationRemoved: 'Conversation Removed',
  userBlocked: 'User blocked',
  userUnblocked: 'User unblocked',
  reportReceived: 'Thank you for telling us. Our team will look at your report.',
  /** An admin block from Connections (decisions 044, 055): it also stops comments under stories. */
  adminPaused:
    'Your access to Kindness Connections, and to commenting on stories, has been paused by the KindRipple team. The rest of KindRipple is still yours to enjoy.',
  /** A block is between members: the team is never blocked (decision 055). */
  teamNotBlockable:
    "The KindRipple team can't be blocked. If something feels wrong, please report it and we'll look into it.",
  /** The reminder shown in every chat. */
  chatReminder:
    "For your safety, don't share contact details (phone, e-mail, social media) and never send or ask for money.",
  /** Peer support, not a crisis service: shown on the Connections page, in every chat and after a crisis message. */
  crisisNotice:
    'Kindness Connections is peer support, not a crisis or emergency service. If you or someone else is in danger, please call your local emergency number. You can find free, confidential support near you at findahelpline.com.',
} as const;
/**
 * The refusal after an under-13 answer (decision 056), the same on every device and for every later answer: KindRipple
 * is for 13 and over, a parent or carer can help delete the account, and a mistaken date is put right by the team,
 * written to at the site's contact address.
 */
export const underAgeRefusal = (contactEmail: string) =>
  `KindRipple, Kindness Connections included, is for people aged 13 and over, so we can't open Connections for you. If you are under 13, please ask a parent or carer to help you delete your account. If the date was a mistake, e-mail our team at ${contactEmail} from the address you signed up with, and we'll put it right.`;

export const CRISIS_LINKS = [{ label: 'Find a helpline', href: 'https://findahelpline.com' }] as const;

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------------------

export const idParam = (what: string) =>
  z.coerce
    .number({ error: `${what} not found` })
    .int(`${what} not found`)
    .positive(`${what} not found`)
    .max(2_147_483_647, `${what} not found`);

/** A member as others see them here: never the e-mail (decision 037). */
export const connectionMember = z.object({
  id: z.number().int(),
  displayName: z.string(),
  avatar: z.string().nullable(),
});
export type ConnectionMember = z.infer<typeof connectionMember>;

/** Member lists page as `{ items, nextCursor }`; pass nextCursor back as `cursor` (or `before` for messages). */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
/** A member list page of `T` (what `page(item)` checks). */
export type Page<T> = { items: T[]; nextCursor: string | null };

export const cursorQuery = z
  .string()
  .regex(/^\d{1,12}$/, 'Invalid cursor')
  .optional();
export const pageSize = z.coerce.number().int().min(1).max(100).optional();

/** Whether text holds none of the characters text shown to others may not hold (common/text.ts). */
export const safeText = (s: string) => !UNSAFE_MESSAGE_CHARS.test(s);
