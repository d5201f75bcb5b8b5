import { useState } from 'react';
import type { AdminReport, ReportKind, ReportStatus } from '@common/schemas/moderation';
import { Button } from '@/components/ui/button';
import { CountTabs } from '@/components/ui/count-tabs';
import { DataTable, type Column } from '@/components/ui/data-table';
import { REPORTS_PAGE_SIZE, useReports } from '../api/get-reports';
import { ResolveDialog } from './resolve-dialog';
import { reportAbout, StatusBadge, when } from './report-parts';
import { ListFailed } from '@/components/ui/list-failed';

/**
 * The reports table (reporter, reported, reason, status, date, actions) with a status filter; `kind` narrows it to
 * one kind (the Connections tab's Reports sub-tab shows `connection`). 'Review' opens the details and the outcome.
 */
export function ReportsPanel({ kind }: { kind?: ReportKind }) {
  const [status, setStatus] = useState<ReportStatus>('pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminReport | null>(null);
  const reports = useReports({ kind, status, page });
  const columns: Array<Column<AdminReport>> = [
    { header: 'Reporter', cell: (r) => r.reporterName },
    {
      header: 'Reported',
      cell: (r) => (
        <>
          <p>{r.reportedName}</p>
          <p className="text-xs text-neutral-600">{reportAbout(r)}</p>
        </>
      ),
    },
    { header: 'Reason', cell: (r) => r.reason },
    { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    { header: 'Date', cell: (r) => when.format(new Date(r.createdAt)) },
    {
      header: 'Actions',
      cell: (r) => (
        <Button size="sm" variant={r.status === 'resolved' ? 'ghost' : 'primary'} onClick={() => setOpen(r)}>
          {r.status === 'resolved' ? 'View Details' : 'Review'}
          <span className="sr-only">
            {' '}
            report {r.id} by {r.reporterName}
          </span>
        </Button>
      ),
    },
  ];
  return (
    <div className="grid gap-4">
      <CountTabs<ReportStatus>
        label="Report status"
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
        tabs={[
          { id: 'pending', label: 'Pending' },
          { id: 'reviewed', label: 'Reviewed' },
          { id: 'resolved', label: 'Resolved' },
        ]}
      />
      {reports.isError ? (
        <ListFailed onRetry={() => void reports.refetch()} retrying={reports.isFetching}>
          We couldn’t load the reports.
        </ListFailed>
      ) : (
        <DataTable
          caption="Reports"
          columns={columns}
          rows={reports.data?.items ?? []}
          rowKey={(r) => `${r.kind}:${r.id}`}
          loading={reports.isLoading}
          empty="No reports here."
          page={page}
          total={reports.data?.total}
          pageSize={REPORTS_PAGE_SIZE}
          onPage={setPage}
        />
      )}
      <ResolveDialog report={open} onClose={() => setOpen(null)} />
    </div>
  );
}
