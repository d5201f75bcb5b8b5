// The contact-details guard of KindRipple: phone numbers, e-mail addresses, links, handles, apps offered as a
// way to talk elsewhere, and phrases that ask for or give contact details, in the disguises people use. The one
// door to it: the engine is in contact-guard/ (decision 052), measured on corpora in contact-guard/corpora/ (the
// rates are in docs/security.md). The browser loads it only when a field is first used.
import { findInRun } from './contact-guard/runs';

export { findContactInName } from './contact-guard/names';

export type { ContactFinding, ContactKind } from './contact-guard/inspect';
import type { ContactFinding } from './contact-guard/inspect';

export interface ContactOptions {
  /**
   * The same sender's previous messages in the same conversation (at most 5, within 10 minutes, oldest first; for
   * story comments the author's last 5 under that story), read together with the text.
   */
  earlier?: readonly string[];
}

/** The first contact detail the text holds, alone or together with the earlier messages, or null. */
export function findContactInfo(text: string, options: ContactOptions = {}): ContactFinding | null {
  return findInRun(text, options.earlier ?? []);
}

/** Whether the text holds a contact detail, alone or together with the earlier messages. */
export const hasContactInfo = (text: string, options?: ContactOptions): boolean =>
  findContactInfo(text, options) !== null;
