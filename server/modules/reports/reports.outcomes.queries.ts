import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReportKind, ReportOutcome } from '../../../common/schemas/moderation';
import type { Db } from '../../db/client';
import { reportOutcomes } from '../../db/schema';

// A resolved report's outcome: what was decided, whom it acted against, and the appeal token's hash (decision 043).

export async function insertOutcome(
  db: Db,
  v: {
    reportKind: ReportKind;
    reportId: number;
    outcome: ReportOutcome;
    note: string | null;
    actorId: number;
    actedAgainstId: number | null;
    appealTokenHash: string | null;
    reporterId: number | null;
    contentType: string;
    reason: string;
    reportedAt: Date;
  },
) {
  const [row] = await db.insert(reportOutcomes).values(v).returning({ id: reportOutcomes.id });
  return row!.id;
}

/** The outcomes of a member's reports, newest report first (they outlive a removed story's or comment's report). */
export function findOutcomesForReporter(db: Db, f: { reporterId: number; limit: number; before?: Date }) {
  return db
    .select({
      reportKind: reportOutcomes.reportKind,
      reportId: reportOutcomes.reportId,
      outcome: reportOutcomes.outcome,
      contentType: reportOutcomes.contentType,
      reason: reportOutcomes.reason,
      reportedAt: reportOutcomes.reportedAt,
    })
    .from(reportOutcomes)
    .where(
      and(
        eq(reportOutcomes.reporterId, f.reporterId),
        f.before ? sql`${reportOutcomes.reportedAt} < ${f.before.toISOString()}` : undefined,
      ),
    )
    .orderBy(desc(reportOutcomes.reportedAt))
    .limit(f.limit);
}

/** The outcome an appeal token belongs to, with the report's reason, or undefined. */
export async function findOutcomeByTokenHash(db: Db, hash: string) {
  const [row] = await db
    .select({ id: reportOutcomes.id, actedAgainstId: reportOutcomes.actedAgainstId })
    .from(reportOutcomes)
    .where(eq(reportOutcomes.appealTokenHash, hash));
  return row;
}
