import { findContactInfo, type ContactKind } from '../../../common/contact-info';
import { CONNECTIONS_TEXT } from '../../../common/schemas/connections';
import {
  contactGuardMessages,
  CONTACT_DOORS,
  type ContactDoor,
  type ContactRefusalSummary,
} from '../../../common/schemas/contact-guard';
import { storyMessages } from '../../../common/schemas/stories';
import type { Db, DbHandle } from '../../db/client';
import { badRequest, notFound } from '../../http-error';
import { recordAdminAction } from '../audit/audit.service';
import {
  countRefusals,
  deleteHold,
  deleteOpenHoldOf,
  deleteRefusalsBefore,
  findMarkVersion,
  heldIds,
  insertHold,
  insertRefusal,
  lockOpenHold,
  markHoldRestored,
  setMarkVersion,
} from './contact-guard.queries';

// The guard at every door (decision 053): one rule, the shared detector, wherever one member's words reach another.
// A door that finds a detail refuses with its own message and records the refusal (never the text); a story, which
// an admin approves before anyone sees it, is flagged instead. The start-up sweep hides what was stored before.

/** How long a refusal is kept for the admins (housekeeping removes older ones). */
export const REFUSAL_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** What each door says when it refuses (the doors that had a message keep it). */
const DOOR_MESSAGES: Record<ContactDoor, string> = {
  chat: CONNECTIONS_TEXT.chatContact,
  help_request: CONNECTIONS_TEXT.requestContact,
  help_profile: CONNECTIONS_TEXT.requestContact,
  review: contactGuardMessages.review,
  story_comment: storyMessages.contactInfo,
};

/** A field's text, or a list of entries each read alone (a profile's interests). */
type FieldText = string | readonly string[] | null | undefined;

/**
 * Refuses contact details in what one member shows another: reads each field (with `earlier`, the same sender's
 * previous texts, oldest first, for a detail split over several), and on a find records the refusal and throws the
 * door's 400 with its message under each field that holds one. Call it outside any transaction of the request: the
 * record must stay although the request fails.
 */
export async function refuseContactDetails(
  db: Db,
  p: { memberId: number; door: ContactDoor; fields: Record<string, FieldText>; earlier?: readonly string[]; now: Date },
): Promise<void> {
  const message = DOOR_MESSAGES[p.door];
  const errors: Record<string, string> = {};
  let kind: ContactKind | undefined;
  for (const [name, value] of Object.entries(p.fields)) {
    const texts = typeof value === 'string' ? [value] : (value ?? []);
    const found = texts
      .filter((t) => t.trim() !== '')
      .map((t) => findContactInfo(t, { earlier: p.earlier ?? [] }))
      .find((f) => f !== null);
    if (!found) continue;
    errors[name] = message;
    kind ??= found.kind;
  }
  if (!kind) return;
  await insertRefusal(db, { memberId: p.memberId, door: p.door, kind, createdAt: p.now });
  throw badRequest(message, errors);
}

/** The kind of contact detail in a text that an admin approves before anyone sees it (a story), or null. */
export const contactFlagOf = (text: string): ContactKind | null => findContactInfo(text)?.kind ?? null;

/** Each member's refused attempts in the last 30 days, by door and kind (members with none answer a zero total). */
export async function refusalSummaries(db: Db, memberIds: number[], now: Date) {
  const ids = [...new Set(memberIds)];
  const rows = await countRefusals(db, ids, new Date(now.getTime() - REFUSAL_KEEP_DAYS * DAY_MS));
  const out = new Map<number, ContactRefusalSummary>(ids.map((id) => [id, { total: 0, byKind: [] }]));
  for (const r of rows) {
    const s = out.get(r.memberId)!;
    if (!(CONTACT_DOORS as readonly string[]).includes(r.door)) continue;
    s.byKind.push({ door: r.door as ContactDoor, kind: r.kind, count: Number(r.count) });
    s.total += Number(r.count);
  }
  return out;
}

/** Housekeeping: removes the refusals older than 30 days; answers how many went. */
export const pruneOldRefusals = (db: Db, now = new Date()) =>
  deleteRefusalsBefore(db, new Date(now.getTime() - REFUSAL_KEEP_DAYS * DAY_MS));

/**
 * One kind of stored text the sweep reads, given by the module that owns it: `scan` answers rows after `afterId`
 * (by id, at most `limit`) not hidden yet; `hide`, `restore` and `remove` act on one row in the caller's transaction.
 */
export interface HiddenTextStep {
  target: string;
  scan(db: Db, p: { afterId: number; limit: number }): Promise<{ id: number; memberId: number | null; text: string }[]>;
  hide(db: Db, id: number, now: Date): Promise<void>;
  restore(db: Db, id: number): Promise<void>;
  remove(db: Db, id: number): Promise<void>;
}

/**
 * A kind of stored text whose module settles it itself rather than through the review queue (display names are held
 * until their owner renames, decision 054): `sweep` answers how many it held.
 */
export interface SelfSettledStep {
  target: string;
  sweep(db: Db): Promise<number>;
}

export type ContactSweepStep = HiddenTextStep | SelfSettledStep;
const queued = (step: ContactSweepStep): step is HiddenTextStep => 'scan' in step;

/**
 * The sweep's name and version: a later, stronger guard bumps the version and every instance sweeps once more
 * (version 2: the guard tuned on corpora C, D and E, which also reads street addresses; version 3: tuned on corpus F,
 * which also reads homes given as the way to their door and accounts pointed to without the shape of one; version 4:
 * tuned on corpus G by signals rather than strings: an app referred to any way beside a name nobody explains, a named
 * place with an invitation or a home, digits amounting to a number however said).
 */
export const CONTACT_SWEEP = { name: 'contact_sweep', version: 4 } as const;
const SWEEP_LOCK = 727_053;
const SWEEP_BATCH = 500;

/**
 * Hides stored text with contact details and queues each for an admin (restore or remove), once per sweep version:
 * under a database lock and a version mark, so instances starting together sweep once. A row hidden or restored
 * before is left alone. Answers how many rows each step hid, or null when this version had run already.
 */
export async function sweepStoredContactDetails(
  handle: Pick<DbHandle, 'withLock'>,
  steps: readonly ContactSweepStep[],
  opts: { now?: Date; version?: number } = {},
): Promise<Record<string, number> | null> {
  const version = opts.version ?? CONTACT_SWEEP.version;
  const now = opts.now ?? new Date();
  return handle.withLock(SWEEP_LOCK, async (db) => {
    if ((await findMarkVersion(db, CONTACT_SWEEP.name)) >= version) return null;
    const hidden: Record<string, number> = {};
    for (const step of steps) {
      if (!queued(step)) {
        hidden[step.target] = await step.sweep(db);
        continue;
      }
      hidden[step.target] = 0;
      for (let afterId = 0; ;) {
        const rows = await step.scan(db, { afterId, limit: SWEEP_BATCH });
        if (rows.length === 0) break;
        afterId = rows[rows.length - 1]!.id;
        const held = await heldIds(
          db,
          step.target,
          rows.map((r) => r.id),
        );
        for (const row of rows) {
          const found = held.has(row.id) ? null : findContactInfo(row.text);
          if (!found) continue;
          await db.transaction(async (tx) => {
            const excerpt = row.text.slice(0, 500);
            if (
              !(await insertHold(tx, {
                target: step.target,
                refId: row.id,
                memberId: row.memberId,
                kind: found.kind,
                excerpt,
              }))
            )
              return;
            await step.hide(tx, row.id, now);
            hidden[step.target]! += 1;
          });
        }
      }
    }
    await setMarkVersion(db, CONTACT_SWEEP.name, version);
    return hidden;
  });
}

/** The member replaced a hidden text (a bio): its hold is let go. */
export const releaseHold = (db: Db, target: string, refId: number) => deleteOpenHoldOf(db, target, refId);

/**
 * The admin's decision on a hidden text, audited in the same transaction: 'restore' shows it again (and no later
 * sweep hides it again), 'remove' takes the text away for good.
 */
export async function decideHold(
  db: Db,
  steps: readonly ContactSweepStep[],
  actor: { id: number; clientKey: string | null },
  p: { id: number; decision: 'restore' | 'remove' },
) {
  await db.transaction(async (tx) => {
    const hold = await lockOpenHold(tx, p.id);
    const step = hold && steps.filter(queued).find((s) => s.target === hold.target);
    if (!hold || !step) throw notFound(contactGuardMessages.holdNotFound);
    if (p.decision === 'restore') {
      await step.restore(tx, hold.refId);
      await markHoldRestored(tx, hold.id);
    } else {
      await step.remove(tx, hold.refId);
      await deleteHold(tx, hold.id);
    }
    await recordAdminAction(
      tx,
      actor,
      `contact_hold.${p.decision}`,
      { type: hold.target, id: hold.refId },
      { hold: hold.id },
      actor.clientKey,
    );
  });
}
