import type { Db } from '../../db/client';
import { rewards } from '../../db/schema';

export interface BuildRewardOptions {
  name?: string;
  description?: string;
  pointsCost?: number;
  isLimited?: boolean;
  quantityAvailable?: number | null;
}

/** A reward in the database (by default unlimited, 100 points). */
export async function buildReward(db: Db, opts: BuildRewardOptions = {}) {
  const [row] = await db
    .insert(rewards)
    .values({
      name: opts.name ?? 'Kindness sticker pack',
      description: opts.description ?? 'Stickers to leave kind notes with.',
      pointsCost: opts.pointsCost ?? 100,
      isLimited: opts.isLimited ?? false,
      quantityAvailable: opts.quantityAvailable ?? null,
    })
    .returning();
  return row;
}
