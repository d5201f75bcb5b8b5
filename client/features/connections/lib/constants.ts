import { HELP_CATEGORY_LABELS, URGENCY_LABELS, type Urgency } from '@common/schemas/connections';

/** The words the Connections screens use for the contract's values, and the chat's choices. */

export const categoryLabel = (c: string) => HELP_CATEGORY_LABELS[c as keyof typeof HELP_CATEGORY_LABELS] ?? c;
export const urgencyLabel = (u: string) => URGENCY_LABELS[u as Urgency] ?? u;

/** The request statuses as people read them. */
export const REQUEST_STATUS_LABELS: Record<string, string> = {
  open: 'Open',
  in_progress: 'Helper connected',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The chat's emoji picker (spec: 12 emojis). */
export const CHAT_EMOJIS = ['😊', '👍', '❤️', '🙏', '😂', '🤗', '👏', '🌟', '💪', '🎉', '😢', '🌈'] as const;

/** Where a person in crisis finds help now. */
export const HELPLINE_URL = 'https://findahelpline.com';
