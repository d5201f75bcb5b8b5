import { z } from 'zod';
import type { ContactKind } from '../contact-info';

// The guard at every door (decision 053): where one member's words reach another, contact details are refused (a
// story is flagged for the admin instead), each refusal is recorded for 30 days, and stored text the start-up sweep
// finds is hidden and queued.

/** The doors that refuse contact details. */
export const CONTACT_DOORS = ['chat', 'help_request', 'help_profile', 'review', 'story_comment'] as const;
export type ContactDoor = (typeof CONTACT_DOORS)[number];

export const CONTACT_DOOR_LABELS: Record<ContactDoor, string> = {
  chat: 'Chat message',
  help_request: 'Help request',
  help_profile: 'Help profile',
  review: 'Review',
  story_comment: 'Story comment',
};

export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
  phone: 'phone number',
  email: 'e-mail address',
  link: 'link',
  handle: 'social-media handle',
  app: 'app or network name',
  address: 'home address or meeting place',
  phrase: "'add me' or 'call me' phrase",
};

/** What the sweep hides, by its step's name. */
export const HOLD_TARGET_LABELS: Record<string, string> = {
  review_comment: 'Review comment',
  story_comment: 'Story comment',
  profile_bio: 'Help-profile bio',
};

export const contactGuardMessages = {
  review:
    "Reviews are read by other members, so they can't hold contact details such as phone numbers, e-mail addresses, links or social-media names. Please take that part out; your review can be sent without it.",
  holdNotFound: 'This hidden text could not be found or has already been handled.',
  restored: 'Restored. It is shown again.',
  removed: 'Removed.',
} as const;

/** 'Possible contact details: phone number', shown to the admin who approves stories. */
export const storyFlagText = (kind: string) =>
  `Possible contact details: ${CONTACT_KIND_LABELS[kind as ContactKind] ?? kind}`;

/**
 * A member's refused contact attempts in the last 30 days, as the admin sees them beside the member's reports: the
 * total and the count per door and kind (`byKind`: not a list page, so not `items`; decision 065).
 */
export const contactRefusalSummary = z.object({
  total: z.number().int(),
  byKind: z.array(z.object({ door: z.enum(CONTACT_DOORS), kind: z.string(), count: z.number().int() })),
});
export type ContactRefusalSummary = z.infer<typeof contactRefusalSummary>;

export const holdIdParams = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int().positive().max(2_147_483_647),
});
