import { showDisplayName, showSenderName } from '../../../common/names';
import type { AdminReport, ReviewQueueItem } from '../../../common/schemas/moderation';
import type { QueueEntry } from './reports.queue.service';
import type { ListedReport } from './reports.refusals';

/** A report of any kind as the admin sees it (in a list, with its member's refused contact attempts). */
export function presentReport(r: ListedReport): AdminReport {
  return {
    kind: r.kind,
    id: r.id,
    contentType: r.contentType,
    reporterId: r.reporterId,
    reporterName: r.kind === 'ripple_note' ? 'A visitor' : showDisplayName(r.reporterName ?? ''),
    reportedUserId: r.reportedUserId,
    reportedName:
      r.kind === 'ripple_note'
        ? (showSenderName(r.reportedName) ?? 'Anonymous note')
        : showDisplayName(r.reportedName ?? ''),
    reason: r.reason,
    description: r.description,
    excerpt: r.excerpt,
    status: r.status,
    outcome: r.outcome,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    ...(r.contactRefusals !== undefined ? { contactRefusals: r.contactRefusals } : {}),
  };
}

/** One entry of the review queue. */
export function presentQueueEntry(e: QueueEntry): ReviewQueueItem {
  const createdAt = e.createdAt.toISOString();
  switch (e.type) {
    case 'reports':
      return { ...e, createdAt, reports: e.reports.map(presentReport) };
    case 'story':
    case 'crisis':
    case 'hidden':
      return { ...e, createdAt };
    case 'appeal':
      return {
        type: 'appeal',
        key: e.key,
        createdAt,
        appeal: {
          id: e.appeal.id,
          memberName: showDisplayName(e.appeal.memberName ?? ''),
          text: e.appeal.text,
          status: e.appeal.status as 'pending',
          outcome: e.appeal.outcome as AdminReport['outcome'] & string,
          reason: e.appeal.reason,
          createdAt: e.appeal.createdAt.toISOString(),
        },
      };
  }
}
