import {
  POINTS_REASON_LABELS,
  type PointsHistoryEntry,
  type PointsHistoryPage,
  type PointsReason,
  type PointsSource,
} from '../../../common/schemas/points';

interface LedgerRow {
  id: number;
  delta: number;
  reason: PointsReason;
  sourceType: PointsSource | null;
  sourceId: number | null;
  note: string | null;
  createdAt: Date;
}

/** One history entry: the reason's label, or the admin's note on an adjustment. */
export function presentHistoryEntry(row: LedgerRow): PointsHistoryEntry {
  return {
    id: row.id,
    delta: row.delta,
    reason: row.reason,
    description: row.note ?? POINTS_REASON_LABELS[row.reason],
    source: row.sourceType ? { type: row.sourceType, id: row.sourceId } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of history; one row more than the limit was read to know whether another page follows. */
export function presentHistoryPage(rows: LedgerRow[], limit: number): PointsHistoryPage {
  const items = rows.slice(0, limit).map(presentHistoryEntry);
  return { items, nextCursor: rows.length > limit ? String(items[items.length - 1].id) : null };
}
