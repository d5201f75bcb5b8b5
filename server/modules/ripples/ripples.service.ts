import { RIPPLE_SUMMARY_NODE_LIMIT } from '../../../common/constants';
import type { RippleNote, RippleSummary } from '../../../common/schemas/ripples';
import type { Db } from '../../db/client';
import { notFound } from '../../http-error';
import { demoSeeders } from '../../seed/demo';
import { kindActSources } from '../stats/stats.service';
import { seedDemoRipple } from './ripples.demo';
import { hashIp, newAdminToken, randomCode } from './ripples.codes';
import { lookupPlace } from './geo';
import { assertCanPass, assertNodeVisible, assertRippleOwner, isRippleOwner, RIPPLE_NOT_FOUND } from './ripples.policy';
import { nodeUrl, ownerSummaryUrl, placeLabel, presentSummaryNode, shareText } from './ripples.presenter';
import * as activity from './ripples.activity.queries';
import * as q from './ripples.queries';
import { insertConfirmedSubscription } from './subscriptions.queries';

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

/** Starts a ripple: the chain, its first note, the creator as a known visitor, and the creator's subscription when given. */
export async function createRipple(db: Db, publicUrl: string, input: CreateInput, visitor: Visitor) {
  const [place, ipHash] = await Promise.all([lookupPlace(visitor.ip), hashIp(db, visitor.ip)]);
  return withFreshCodes(() =>
    db.transaction(async (tx) => {
      const seedCode = randomCode();
      const nodeCode = randomCode();
      const adminToken = newAdminToken();
      const chain = await q.insertChain(tx, { seedCode, adminToken, seedMessage: input.message, seedSenderName: input.senderName ?? null });
      await q.insertNode(tx, {
        chainId: chain.id,
        nodeCode,
        depth: 0,
        message: input.message,
        senderName: input.senderName ?? null,
        ...place,
        shareChannel: input.shareChannel,
      });
      await q.addChainVisitor(tx, { chainId: chain.id, visitorHash: ipHash, isCreator: true });
      await q.addChainCity(tx, { chainId: chain.id, ...place });
      if (input.subscribeEmail) {
        // The creator typed their own address while writing the note: their subscription starts confirmed. A
        // stranger could type someone else's, so the route limits creations per address and no mail quotes the note.
        await insertConfirmedSubscription(tx, { chainId: chain.id, email: input.subscribeEmail, verifyCode: randomCode(16), unsubscribeToken: randomCode(32) });
      }
      const url = nodeUrl(publicUrl, nodeCode);
      return {
        chainId: chain.id,
        nodeCode,
        seedCode,
        nodeUrl: url,
        shareText: shareText(input.message, input.senderName, url),
        summaryUrl: ownerSummaryUrl(publicUrl, seedCode, adminToken),
      };
    }),
  );
}


/** Opens a note: counts the view once per visitor per day and the visitor once per ripple, then answers the note. */
export async function openNote(db: Db, publicUrl: string, code: string, visitor: Visitor): Promise<RippleNote> {
  const node = await q.findNodeByCode(db, code);
  assertNodeVisible(node);
  const ipHash = await hashIp(db, visitor.ip);
  const [counters, cities] = await Promise.all([
    activity.recordViewAtomically(db, { nodeId: node.id, chainId: node.chainId, ipHash, userAgent: visitor.userAgent?.slice(0, 300) ?? null }),
    q.listChainCities(db, node.chainId),
  ]);
  const url = nodeUrl(publicUrl, node.nodeCode);
  return {
    nodeCode: node.nodeCode,
    message: node.message,
    senderName: node.senderName,
    depth: node.depth,
    city: node.city,
    country: node.country,
    viewCount: counters.viewCount ?? node.viewCount,
    thanksCount: counters.thanksCount ?? node.thanksCount,
    createdAt: node.createdAt.toISOString(),
    thanked: Boolean(counters.thanked),
    chain: {
      peopleReached: Number(counters.peopleReached),
      maxDepth: Number(counters.maxDepth),
      cities: cities.map(placeLabel),
      seedCode: node.chain.seedCode,
      status: counters.status === 'closed' ? 'closed' : 'active',
    },
    nodeUrl: url,
    shareText: shareText(node.message, node.senderName, url),
  };
}

/** Passes a note on: a child note one level deeper, with the ripple's counters updated in the same transaction. */
export async function passOn(db: Db, publicUrl: string, code: string, input: { message: string; senderName?: string; shareChannel: string }, visitor: Visitor) {
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
  const url = nodeUrl(publicUrl, passed.nodeCode);
  return { chainId: passed.chainId, hasFollowers: passed.hasFollowers, nodeCode: passed.nodeCode, nodeUrl: url, shareText: shareText(input.message, input.senderName, url) };
}

/** Says thanks for a note, once per visitor; repeating answers the same count. */
export async function thankNote(db: Db, code: string, visitor: Visitor) {
  const node = await q.findNodeByCode(db, code);
  assertNodeVisible(node);
  const ipHash = await hashIp(db, visitor.ip);
  return activity.recordThanksAtomically(db, { nodeId: node.id, ipHash, userAgent: visitor.userAgent?.slice(0, 300) ?? null });
}

/** Whether the key manages this ripple: one indexed read, much cheaper than an owner's uncached summary. */
export async function isOwnerKey(db: Db, seedCode: string, key: string): Promise<boolean> {
  const chain = await q.findChainBySeedCode(db, seedCode);
  return chain !== undefined && isRippleOwner(key, chain);
}

/** The ripple's tree down to limitDepth, its counters and places; the owner's key shows hidden notes' text. */
export async function getSummary(db: Db, seedCode: string, opts: { limitDepth: number; key?: string }): Promise<RippleSummary> {
  const found = await q.readSummary(db, { seedCode, maxDepth: opts.limitDepth, limit: RIPPLE_SUMMARY_NODE_LIMIT + 1 });
  if (!found) throw notFound(RIPPLE_NOT_FOUND);
  const isOwner = isRippleOwner(opts.key, found);
  const truncated = found.nodes.length > RIPPLE_SUMMARY_NODE_LIMIT;
  return {
    seedCode,
    nodes: found.nodes.slice(0, RIPPLE_SUMMARY_NODE_LIMIT).map((n) => presentSummaryNode(n, isOwner)),
    peopleReached: Number(found.peopleReached),
    maxDepth: Number(found.maxDepth),
    nodeCount: Number(found.nodeCount),
    cities: found.cities.map(placeLabel),
    status: found.status === 'closed' ? 'closed' : 'active',
    truncated,
    isOwner,
  };
}

/** Owner: hides a note (abusive text) or shows it again. */
export async function setNodeHidden(db: Db, seedCode: string, params: { key: string; nodeId: string; hidden: boolean }) {
  const chain = await q.findChainBySeedCode(db, seedCode);
  if (!chain) throw notFound(RIPPLE_NOT_FOUND);
  assertRippleOwner(params.key, chain);
  const changed = await q.setNodeStatus(db, { chainId: chain.id, nodeId: params.nodeId, status: params.hidden ? 'hidden' : 'active' });
  if (!changed) throw notFound('That note is not part of this ripple.');
}

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


kindActSources.push(countRippleNotes);
demoSeeders.push(seedDemoRipple);
