import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rippleChainCities, rippleChains, rippleChainVisitors, rippleNodes, rippleReports } from '../../../db/schema';
import type { GeoPlace } from './notes.geo';

const nodeWithChain = {
  id: rippleNodes.id,
  chainId: rippleNodes.chainId,
  nodeCode: rippleNodes.nodeCode,
  depth: rippleNodes.depth,
  message: rippleNodes.message,
  senderName: rippleNodes.senderName,
  city: rippleNodes.city,
  country: rippleNodes.country,
  viewCount: rippleNodes.viewCount,
  thanksCount: rippleNodes.thanksCount,
  status: rippleNodes.status,
  createdAt: rippleNodes.createdAt,
  chain: {
    seedCode: rippleChains.seedCode,
    status: rippleChains.status,
    maxDepth: rippleChains.maxDepth,
    peopleReached: rippleChains.peopleReached,
  },
};

/** A note with its ripple's public counters, by the note's code. */
export async function findNodeByCode(db: Db, code: string) {
  const [row] = await db
    .select(nodeWithChain)
    .from(rippleNodes)
    .innerJoin(rippleChains, eq(rippleChains.id, rippleNodes.chainId))
    .where(eq(rippleNodes.nodeCode, code));
  return row;
}

/** A ripple by its seed code, with what the owner's calls check: its owner key. */
export async function findChainBySeedCode(db: Db, seedCode: string) {
  const [row] = await db
    .select({ id: rippleChains.id, seedCode: rippleChains.seedCode, ownerKey: rippleChains.ownerKey })
    .from(rippleChains)
    .where(eq(rippleChains.seedCode, seedCode));
  return row;
}

/** The places a ripple reached, in the order it reached them. */
export async function listChainCities(db: Db, chainId: string) {
  return db
    .select({ city: rippleChainCities.city, country: rippleChainCities.country })
    .from(rippleChainCities)
    .where(eq(rippleChainCities.chainId, chainId))
    .orderBy(asc(rippleChainCities.createdAt), asc(rippleChainCities.city));
}

/** Records a visitor of a ripple; true when they had not been counted before. */
export async function addChainVisitor(
  db: Db,
  params: { chainId: string; visitorHash: string; isCreator?: boolean },
): Promise<boolean> {
  const rows = await db
    .insert(rippleChainVisitors)
    .values({ chainId: params.chainId, visitorHash: params.visitorHash, isCreator: params.isCreator ?? false })
    .onConflictDoNothing()
    .returning({ chainId: rippleChainVisitors.chainId });
  return rows.length > 0;
}

/** Records a place for a ripple (once per city and country). */
export async function addChainCity(db: Db, params: { chainId: string; city: string | null; country: string | null }) {
  if (!params.city || !params.country) return;
  await db
    .insert(rippleChainCities)
    .values({ chainId: params.chainId, city: params.city, country: params.country })
    .onConflictDoNothing();
}

/** Stores a report once per visitor per note. */
export async function addReport(db: Db, params: { nodeId: string; reason?: string; ipHash: string }) {
  await db
    .insert(rippleReports)
    .values({ nodeId: params.nodeId, reason: params.reason ?? null, ipHash: params.ipHash })
    .onConflictDoNothing();
}

/** Every note ever written, the first and the passed-on ones: a kind act each. */
export async function countAllNodes(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${rippleChains.nodeCount}), 0)` }).from(rippleChains);
  return Number(row?.n ?? 0);
}

/** Inserts a ripple; the counters are given only for seeded content and otherwise start at their defaults. */
export async function insertChain(
  db: Db,
  p: {
    seedCode: string;
    ownerKey: string;
    seedMessage: string;
    seedSenderName: string | null;
    maxDepth?: number;
    nodeCount?: number;
    visitorCount?: number;
    peopleReached?: number;
  },
) {
  const [row] = await db
    .insert(rippleChains)
    .values({
      seedCode: p.seedCode,
      ownerKey: p.ownerKey,
      seedMessage: p.seedMessage,
      seedSenderName: p.seedSenderName,
      maxDepth: p.maxDepth,
      nodeCount: p.nodeCount,
      visitorCount: p.visitorCount,
      peopleReached: p.peopleReached,
    })
    .returning({ id: rippleChains.id, createdAt: rippleChains.createdAt });
  return row;
}

/** Inserts a note written by a visitor. */
export async function insertNode(
  db: Db,
  p: {
    chainId: string;
    nodeCode: string;
    depth: number;
    message: string;
    senderName: string | null;
    shareChannel: string;
  } & GeoPlace,
) {
  await db.insert(rippleNodes).values({
    chainId: p.chainId,
    nodeCode: p.nodeCode,
    depth: p.depth,
    message: p.message,
    senderName: p.senderName,
    city: p.city,
    country: p.country,
    latitude: p.latitude,
    longitude: p.longitude,
    shareChannel: p.shareChannel,
  });
}

/** Sets a note's status, only when the note belongs to the ripple; true when it did. */
export async function setNodeStatus(
  db: Db,
  p: { chainId: string; nodeId: string; status: 'active' | 'hidden' },
): Promise<boolean> {
  const rows = await db
    .update(rippleNodes)
    .set({ status: p.status })
    .where(and(eq(rippleNodes.id, p.nodeId), eq(rippleNodes.chainId, p.chainId)))
    .returning({ id: rippleNodes.id });
  return rows.length > 0;
}

/** Hides a note whatever its ripple (a report's outcome). */
export async function hideNode(db: Db, nodeId: string): Promise<void> {
  await db.update(rippleNodes).set({ status: 'hidden' }).where(eq(rippleNodes.id, nodeId));
}

/** Sets a ripple's status (open to passes or closed). */
export async function setChainStatus(db: Db, p: { chainId: string; status: 'active' | 'closed' }) {
  await db.update(rippleChains).set({ status: p.status }).where(eq(rippleChains.id, p.chainId));
}
