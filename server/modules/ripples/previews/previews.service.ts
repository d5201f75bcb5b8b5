import { rippleCode } from '../../../../common/schemas/ripples';
import type { Db } from '../../../db/client';
import { findNote, rippleOverview } from '../notes/notes.service';
import { isNoteVisible } from '../ripples.policy';

// What a link preview may show, by the same rules as the API: a note its owner hid, or one that does not exist,
// is not found (and its words are never shown); a summary quotes its first note only while that note is visible.

const couldBeCode = (code: string) => rippleCode.safeParse({ code }).success;

/** A note as its preview shows it: its code and words. */
export interface NotePreview {
  nodeCode: string;
  message: string;
  senderName: string | null;
}

/** A ripple as its summary's preview shows it: its reach, and its first note unless the owner hid it. */
export interface RipplePreview {
  seedCode: string;
  peopleReached: number;
  firstNote: { message: string; senderName: string | null } | null;
}

/** The note with this code, or undefined where GET /api/ripples/node/{code} answers 404 or 400. */
export async function findNotePreview(db: Db, code: string): Promise<NotePreview | undefined> {
  const node = couldBeCode(code) ? await findNote(db, code) : undefined;
  if (!isNoteVisible(node)) return undefined;
  return { nodeCode: node.nodeCode, message: node.message, senderName: node.senderName };
}

/** The ripple with this seed code, or undefined where GET /api/ripples/summary/{seedCode} answers 404 or 400. */
export async function findRipplePreview(db: Db, seedCode: string): Promise<RipplePreview | undefined> {
  const ripple = couldBeCode(seedCode) ? await rippleOverview(db, seedCode) : undefined;
  if (!ripple) return undefined;
  const first = ripple.firstNote;
  return {
    seedCode: ripple.seedCode,
    peopleReached: ripple.peopleReached,
    firstNote: isNoteVisible(first) ? { message: first.message, senderName: first.senderName } : null,
  };
}
