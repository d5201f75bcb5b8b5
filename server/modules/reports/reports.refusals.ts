import type { ContactRefusalSummary } from '../../../common/schemas/contact-guard';
import type { Db } from '../../db/client';
import { refusalSummaries } from '../contact-guard/contact-guard.service';
import type { ReportRow } from './reports.queries';

/** A report in an admin list, with its member's refused contact attempts (null: no member named). */
export type ListedReport = ReportRow & { contactRefusals?: ContactRefusalSummary | null };

/**
 * The refused contact attempts of the last 30 days of the members some reports are about (decision 053), in one
 * read; answers each report's summary.
 */
export async function refusalsOf(db: Db, reports: ReportRow[], now: Date) {
  const ids = reports.flatMap((r) => (r.kind !== 'ripple_note' && r.reportedUserId !== null ? [r.reportedUserId] : []));
  const summaries = await refusalSummaries(db, ids, now);
  return (r: ReportRow): ContactRefusalSummary | null =>
    r.kind === 'ripple_note' || r.reportedUserId === null ? null : (summaries.get(r.reportedUserId) ?? null);
}
