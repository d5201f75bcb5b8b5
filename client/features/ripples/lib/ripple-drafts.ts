import { RIPPLE_THEMES, type RippleThemeKey } from '@common/ripple-themes';
import type { RippleDialogFormInput } from '@common/schemas/ripples';

/** What the ripple dialog is for: starting a ripple, or passing the note `code` of the ripple `seedCode` on. */
export type RippleDialogMode = { kind: 'create' } | { kind: 'pass'; code: string; seedCode: string };

/** Words the person wrote and closed without sending, with the theme they wrote them under. */
export interface RippleDraft {
  theme: RippleThemeKey;
  values: Pick<RippleDialogFormInput, 'message' | 'recipient' | 'subscribeEmail'>;
}

const TEMPLATES = new Set<string>(RIPPLE_THEMES.flatMap((t) => [...t.templates]));
/**
 * Notes a person wrote themselves and closed without sending (a stray click on the backdrop, Escape), per
 * dialog purpose, for as long as the page is open: reopening brings their words back instead of a new template.
 */
const drafts = new Map<string, RippleDraft>();

/** One draft for starting a ripple, one per note passed on. */
export const draftKey = (mode: RippleDialogMode) => (mode.kind === 'create' ? 'create' : `pass:${mode.code}`);

/** The unsent draft for this purpose, if any. */
export const readDraft = (key: string) => drafts.get(key);

/** Forgets the draft: it is handed back once, and kept again only if closed unsent again. */
export const dropDraft = (key: string) => void drafts.delete(key);

/** Keeps the words if they are the person's own; an empty box or an untouched template is no draft. */
export function keepDraft(key: string, draft: RippleDraft) {
  const own = draft.values.message.trim();
  if (own && !TEMPLATES.has(own)) drafts.set(key, draft);
  else drafts.delete(key);
}
