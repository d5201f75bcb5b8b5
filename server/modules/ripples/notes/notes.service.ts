import { RIPPLE_SUMMARY_NODE_LIMIT } from '../../../../common/constants';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http-error';
import { assertNameNotReserved } from '../../../lib/reserved-names';
import { hashIp, newOwnerKey, randomCode } from '../ripples.codes';
import {
  assertCanPass,
  assertNodeVisible,
  assertRippleOwner,
  isRippleOwner,
  RIPPLE_NOT_FOUND,
} from '../ripples.policy';
import { requestFollow } from '../subscriptions/subscriptions.service';
import { lookupPlace } from './notes.geo';
import * as activity from './notes.activity.queries';
import * as q from './notes.queries';
import { findRippleOverview, readSummary } from './notes.summary.queries';

export { seedDemoRipple } from './notes.demo';

/** The create payload after validation (trimmed, optional fields absent when empty). */
export interface CreateInput {
  message: string;
  senderName?: string;
  shareChannel: string;
  subscribeEmail?: string;
}

export interface Visitor {
  ip: string;
  userAgent?: string | null;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Retries an insert whose random code collided with an existing one (astronomically rare, but cheap to handle). */
async function withFreshCodes<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/** A ripple just started: its codes, the owner's key and the first note's words (what the presenter shares). */
export interface CreatedRipple {
  chainId: string;
  seedCode: string;
  nodeCode: string;
  ownerKey: string;
  message: string;
  senderName: string | null;
}

/**
 * Starts a ripple: the chain, its first note, the creator as a known visitor, and, when the creator gave an
 * address, an unconfirmed subscription and its confirmation mail (decision 028), all in one transaction.
 */
export async function createRipple(
  db: Db,
  publicUrl: string,
  input: CreateInput,
  visitor: Visitor,
): Promise<CreatedRipple> {
  assertNameNotReserved(input.senderName, 'senderName');
  const [place, ipHash] = await Promise.all([lookupPlace(visitor.ip), hashIp(db, visitor.ip)]);
  return withFreshCodes(() =>
    db.transaction(async (tx) => {
      const seedCode = randomCode();
      const nodeCode = randomCode();
      const ownerKey = newOwnerKey();
      const senderName = input.senderName ?? null;
      const chain = await q.insertChain(tx, {
        seedCode,
        ownerKey,
        seedMessage: input.message,
        seedSenderName: senderName,
      });
      await q.insertNode(tx, {
        chainId: chain.id,
        nodeCode,
        depth: 0,
        message: input.message,
        senderName,
        ...place,
        shareChannel: input.shareChannel,
      });
      await q.addChainVisitor(tx, { chainId: chain.id, visitorHash: ipHash, isCreator: true });
      await q.addChainCity(tx, { chainId: chain.id, ...place });
      if (input.subscribeEmail) {
        const ripple = { id: chain.id, seedCode, peopleReached: 0, startedAt: chain.createdAt };
        await requestFollow(tx, publicUrl, ripple, input.subscribeEmail, { creator: true });
      }
      return { chainId: chain.id, seedCode, nodeCode, ownerKey, message: input.message, senderName };
    }),
  );
}

/** Opens a note: counts the view once per visitor per day and the visitor once per ripple; answers the note. */
export async function openNote(db: Db, code: string, visitor: Visitor) {
  const node = await q.findNodeByCode(db, code);
  assertNodeVisible(node);
  const ipHash = await hashIp(db, visitor.ip);
  const [seen, cities] = await Promise.all([
    activity.recordViewAtomically(db, {
      nodeId: node.id,
      chainId: node.chainId,
      ipHash,
      userAgent: visitor.userAgent?.slice(0, 300) ?? null,
    }),
    q.listChainCities(db, node.chainId),
  ]);
  return { node, seen, cities };
}

/** Answers whether a note may be opened (404 otherwise), recording nothing: a HEAD request is not a view. */
export async function checkNoteVisible(db: Db, code: string): Promise<void> {
  assertNodeVisible(await q.findNodeByCode(db, code));
}

/** A note as opened: the stored note, the counters after this visit, and its ripple's places. */
export type OpenedNote = Awaited<ReturnType<typeof openNote>>;

/** A note just passed on: its code and words, and whether its ripple has followers to tell. */
export interface PassedNote {
  chainId: string;
  hasFollowers: boolean;
  nodeCode: string;
  message: string;
  senderName: string | null;
}

/** Passes a note on: a child note one level deeper, with the ripple's counters updated in the same transaction. */
export async function passOn(
  db: Db,
  code: string,
  input: { message: string; senderName?: string; shareChannel: string },
  visitor: Visitor,
): Promise<PassedNote> {
  assertNameNotReserved(input.senderName, 'senderName');
  const [place, ipHash] = await Promise.all([lookupPlace(visitor.ip), hashIp(db, visitor.ip)]);
  const outcome = await withFreshCodes(() =>
    activity.passOnAtomically(db, {
      parentCode: code,
      nodeCode: randomCode(),
      message: input.message,
      senderName: input.senderName ?? null,
      ...place,
      shareChannel: input.shareChannel,
      visitorHash: ipHash,
    }),
  );
  if (outcome.kind === 'not-found') throw notFound(RIPPLE_NOT_FOUND);
  if (outcome.kind === 'closed') assertCanPass({ status: 'closed' });
  const passed = outcome as Extract<activity.PassOutcome, { kind: 'passed' }>;
  return {
    chainId: passed.chainId,
    hasFollowers: passed.hasFollowers,
    nodeCode: passed.nodeCode,
    message: input.message,
    senderName: input.senderName ?? null,
  };
}

/** Says thanks for a note, once per visitor; repeating answers the same count. */
export async function thankNote(db: Db, code: string, visitor: Visitor) {
  const node = await q.findNodeByCode(db, code);
  assertNodeVisible(node);
  const ipHash = await hashIp(db, visitor.ip);
  return activity.recordThanksAtomically(db, {
    nodeId: node.id,
    ipHash,
    userAgent: visitor.userAgent?.slice(0, 300) ?? null,
  });
}

/** Whether the key manages this ripple: one indexed read, much cheaper than an owner's uncached summary. */
export async function isOwnerKey(db: Db, seedCode: string, key: string): Promise<boolean> {
  const chain = await q.findChainBySeedCode(db, seedCode);
  return chain !== undefined && isRippleOwner(key, chain);
}

/** A summary as read: the ripple's counters and places, the notes listed (at most the limit), and who asks. */
export interface RippleSummaryRead {
  seedCode: string;
  ripple: NonNullable<Awaited<ReturnType<typeof readSummary>>>;
  nodes: NonNullable<Awaited<ReturnType<typeof readSummary>>>['nodes'];
  truncated: boolean;
  isOwner: boolean;
}

/** The ripple's tree down to limitDepth, its counters and places; the owner's key shows hidden notes' text. */
export async function getSummary(
  db: Db,
  seedCode: string,
  opts: { limitDepth: number; key?: string },
): Promise<RippleSummaryRead> {
  const found = await readSummary(db, { seedCode, maxDepth: opts.limitDepth, limit: RIPPLE_SUMMARY_NODE_LIMIT + 1 });
  if (!found) throw notFound(RIPPLE_NOT_FOUND);
  return {
    seedCode,
    ripple: found,
    nodes: found.nodes.slice(0, RIPPLE_SUMMARY_NODE_LIMIT),
    truncated: found.nodes.length > RIPPLE_SUMMARY_NODE_LIMIT,
    isOwner: isRippleOwner(opts.key, found),
  };
}

/** Owner: hides a note (abusive text) or shows it again. */
export async function setNodeHidden(
  db: Db,
  seedCode: string,
  params: { key: string; nodeId: string; hidden: boolean },
) {
  const chain = await q.findChainBySeedCode(db, seedCode);
  if (!chain) throw notFound(RIPPLE_NOT_FOUND);
  assertRippleOwner(params.key, chain);
  const changed = await q.setNodeStatus(db, {
    chainId: chain.id,
    nodeId: params.nodeId,
    status: params.hidden ? 'hidden' : 'active',
  });
  if (!changed) throw notFound('That note is not part of this ripple.');
}

/** The team hides a reported note everywhere, in the caller's transaction (a report's outcome, decision 043). */
export const hideReportedNote = (db: Db, nodeId: string): Promise<void> => q.hideNode(db, nodeId);

/** Owner: closes the ripple to new passes, or opens it again. */
export async function setChainStatus(db: Db, seedCode: string, params: { key: string; status: 'active' | 'closed' }) {
  const chain = await q.findChainBySeedCode(db, seedCode);
  if (!chain) throw notFound(RIPPLE_NOT_FOUND);
  assertRippleOwner(params.key, chain);
  await q.setChainStatus(db, { chainId: chain.id, status: params.status });
}

/** 'Report this note': stored for the site admin, once per visitor per note; hides nothing by itself. */
export async function reportNote(db: Db, code: string, reason: string | undefined, visitor: Visitor) {
  const node = await q.findNodeByCode(db, code);
  if (!node) throw notFound(RIPPLE_NOT_FOUND);
  await q.addReport(db, { nodeId: node.id, reason, ipHash: await hashIp(db, visitor.ip) });
}

/** How long view events are kept (a view only has to be recognised on its own day; see decision 021). */
export const RIPPLE_VIEW_EVENTS_KEEP_DAYS = 30;

/** Forgets view events older than RIPPLE_VIEW_EVENTS_KEEP_DAYS; the counts they raised stay. */
export const pruneOldViewEvents = (db: Db) => activity.deleteViewEventsBefore(db, RIPPLE_VIEW_EVENTS_KEEP_DAYS);

/** Every note ever written counts as a kind act on the home page. */
export const countRippleNotes = (db: Db) => q.countAllNodes(db);

/** A note with its ripple's public counters, by its code, whatever its status (the caller applies the policy). */
export const findNote = (db: Db, code: string) => q.findNodeByCode(db, code);

/** A ripple's reach and its first note with that note's status (what its summary's link preview may quote). */
export const rippleOverview = (db: Db, seedCode: string) => findRippleOverview(db, seedCode);
