import { showDisplayName } from '../../../common/names';
import type { ReportKind } from '../../../common/schemas/moderation';
import type { Db } from '../../db/client';
import { notFound } from '../../http-error';
import { recordAdminAction, type AdminActor } from '../audit/audit.service';
import { REPORT_FINDERS as FINDERS, type ReportRow } from './reports.queries';
import { findQueuePage, markCrisisReviewed, type QueueRow } from './reports.queue.queries';
import { refusalsOf, type ListedReport } from './reports.refusals';

// The one review queue (decisions 043 and 046): the database orders, counts and pages it; this file only dresses
// the page's rows, and an admin marks a crisis-flagged message handled from it.

type QueueEntry =
  | { type: 'reports'; key: string; createdAt: Date; count: number; subjectName: string; reports: ListedReport[] }
  | { type: 'story'; key: string; createdAt: Date; storyId: number; authorName: string; excerpt: string }
  | {
      type: 'crisis';
      key: string;
      createdAt: Date;
      messageId: number;
      conversationId: number;
      senderName: string;
      excerpt: string;
    }
  | {
      type: 'hidden';
      key: string;
      createdAt: Date;
      holdId: number;
      target: string;
      memberName: string;
      kind: string;
      excerpt: string;
    }
  | {
      type: 'appeal';
      key: string;
      createdAt: Date;
      appeal: {
        id: number;
        userId: number | null;
        memberName: string | null;
        text: string;
        status: string;
        outcome: string;
        reason: string;
        createdAt: Date;
      };
    };

const excerpt = (s: string) => (s.length > 200 ? `${s.slice(0, 199)}…` : s);

/** The reports of the page's groups, by their ids: one query per kind that has any, oldest first in each group. */
async function reportsOf(db: Db, rows: QueueRow[]) {
  const kinds = Object.keys(FINDERS) as ReportKind[];
  const found = await Promise.all(
    kinds.map((kind) => {
      const ids = rows.flatMap((r) => r.reportIds[kind]);
      return ids.length ? FINDERS[kind](db, { ids }) : Promise.resolve([]);
    }),
  );
  const byRef = new Map(found.flat().map((r) => [`${r.kind}:${r.id}`, r]));
  return (row: QueueRow) =>
    kinds
      .flatMap((kind) => row.reportIds[kind].map((id) => byRef.get(`${kind}:${id}`)))
      .filter((r): r is ReportRow => r !== undefined)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

function entryOf(row: QueueRow, reports: (row: QueueRow) => ReportRow[]): QueueEntry {
  const base = { key: row.key, createdAt: row.createdAt };
  switch (row.type) {
    case 'reports': {
      const list = reports(row);
      return {
        type: 'reports',
        ...base,
        count: row.count,
        subjectName: showDisplayName(list[0]?.reportedName ?? ''),
        reports: list,
      };
    }
    case 'story':
      return {
        type: 'story',
        ...base,
        storyId: row.refId,
        authorName: showDisplayName(row.personName ?? ''),
        excerpt: excerpt(row.content ?? ''),
      };
    case 'crisis':
      return {
        type: 'crisis',
        ...base,
        messageId: row.refId,
        conversationId: row.conversationId ?? 0,
        senderName: showDisplayName(row.personName ?? ''),
        excerpt: excerpt(row.content ?? ''),
      };
    case 'hidden':
      return {
        type: 'hidden',
        ...base,
        holdId: row.refId,
        target: row.hold?.target ?? '',
        memberName: row.personName === null ? 'A deleted member' : showDisplayName(row.personName),
        kind: row.hold?.kind ?? '',
        excerpt: excerpt(row.content ?? ''),
      };
    case 'appeal':
      return {
        type: 'appeal',
        ...base,
        appeal: {
          id: row.refId,
          userId: row.appeal?.userId ?? null,
          memberName: row.personName,
          text: row.content ?? '',
          status: row.appeal?.status ?? 'pending',
          outcome: row.appeal?.outcome ?? '',
          reason: row.appeal?.reason ?? '',
          createdAt: row.createdAt,
        },
      };
  }
}

/**
 * The one review queue: pending stories, open reports of every kind (those about one member grouped and counted,
 * bigger groups first), crisis-flagged messages not yet handled, pending appeals and the texts the contact sweep hid;
 * otherwise oldest first. The reports carry their member's refused contact attempts (decision 053).
 * One statement orders, pages and counts it; a second reads the reports of the page's groups.
 */
export async function reviewQueue(db: Db, q: { page: number; pageSize: number }, now: Date) {
  const { rows, total } = await findQueuePage(db, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  const reports = await reportsOf(
    db,
    rows.filter((r) => r.type === 'reports'),
  );
  const entries = rows.map((r) => entryOf(r, reports));
  const refusals = await refusalsOf(
    db,
    entries.flatMap((e) => (e.type === 'reports' ? e.reports : [])),
    now,
  );
  return {
    entries: entries.map((e) =>
      e.type === 'reports' ? { ...e, reports: e.reports.map((r) => ({ ...r, contactRefusals: refusals(r) })) } : e,
    ),
    total,
  };
}

/** Marks a crisis-flagged message handled (it leaves the queue), audited. */
export async function markCrisisHandled(db: Db, actor: AdminActor, messageId: number) {
  await db.transaction(async (tx) => {
    if (!(await markCrisisReviewed(tx, messageId, actor.id))) throw notFound('This message could not be found.');
    await recordAdminAction(tx, actor, 'crisis.review', { type: 'message', id: messageId }, {}, actor.clientKey);
  });
}

export type { QueueEntry };
