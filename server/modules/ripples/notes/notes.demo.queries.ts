import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rippleChainCities, rippleChains, rippleNodes } from '../../../db/schema';

// The demo ripple's writes: sample notes with their counters and dates, which visitors never write.

/** A ripple's id by its seed code (a cheap existence check). */
export async function findChainIdBySeedCode(db: Db, seedCode: string) {
  const [row] = await db.select({ id: rippleChains.id }).from(rippleChains).where(eq(rippleChains.seedCode, seedCode));
  return row;
}

/** Inserts a sample note with its counters and date (demo content); answers its id. */
export async function insertSeededNode(
  db: Db,
  p: {
    chainId: string;
    parentNodeId: string | null | undefined;
    nodeCode: string;
    depth: number;
    message: string;
    senderName: string | null;
    city: string;
    country: string;
    latitude: number;
    longitude: number;
    viewCount: number;
    thanksCount: number;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(rippleNodes)
    .values({
      chainId: p.chainId,
      parentNodeId: p.parentNodeId,
      nodeCode: p.nodeCode,
      depth: p.depth,
      message: p.message,
      senderName: p.senderName,
      city: p.city,
      country: p.country,
      latitude: p.latitude,
      longitude: p.longitude,
      viewCount: p.viewCount,
      thanksCount: p.thanksCount,
      createdAt: p.createdAt,
    })
    .returning({ id: rippleNodes.id });
  return row;
}

/** Records a place for a sample ripple with the date it was reached (demo content; once per city and country). */
export async function addSeededChainCity(
  db: Db,
  p: { chainId: string; city: string; country: string; createdAt: Date },
) {
  await db
    .insert(rippleChainCities)
    .values({ chainId: p.chainId, city: p.city, country: p.country, createdAt: p.createdAt })
    .onConflictDoNothing();
}
