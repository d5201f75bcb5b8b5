import type { ContactKind } from '@common/contact-info';
import { CONTACT_DOOR_LABELS, CONTACT_KIND_LABELS, type ContactRefusalSummary } from '@common/schemas/contact-guard';
import { OUTCOME_LABELS, STATUS_LABELS, type AdminReport } from '@common/schemas/moderation';
import { cn } from '@/lib/cn';

export const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const KIND_LABELS: Record<string, string> = {
  user: 'Member',
  conversation: 'Conversation',
  message: 'Message',
  story: 'Story',
  comment: 'Comment',
  ripple_note: 'Ripple note',
};

/** What a report is about, in a word. */
export const reportAbout = (r: Pick<AdminReport, 'contentType'>) => KIND_LABELS[r.contentType] ?? 'Report';

/** A report's status as a coloured badge. */
export function StatusBadge({ status }: { status: AdminReport['status'] }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'pending'
          ? 'bg-amber-100 text-amber-900'
          : status === 'reviewed'
            ? 'bg-sky-100 text-sky-900'
            : 'bg-green-100 text-green-900',
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The reported member's refused contact attempts of the last 30 days (decision 053), door and kind each counted. */
function ContactRefusals({ summary }: { summary: ContactRefusalSummary }) {
  return (
    <div>
      <dt className="font-semibold text-neutral-800">Refused contact attempts in the last 30 days: {summary.total}</dt>
      <dd>
        {summary.byKind.length ? (
          <ul className="list-disc pl-5">
            {summary.byKind.map((i) => (
              <li key={`${i.door}:${i.kind}`}>
                {CONTACT_DOOR_LABELS[i.door]}: {CONTACT_KIND_LABELS[i.kind as ContactKind] ?? i.kind} × {i.count}
              </li>
            ))}
          </ul>
        ) : (
          'The guard refused nothing from this member.'
        )}
      </dd>
    </div>
  );
}

/** The details an admin needs to judge a report: what was said, what was reported, what came of it. */
export function ReportDetails({ report }: { report: AdminReport }) {
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm">
      <div>
        <dt className="font-semibold text-neutral-800">Reported by</dt>
        <dd>{report.reporterName}</dd>
      </div>
      <div>
        <dt className="font-semibold text-neutral-800">About</dt>
        <dd>
          {reportAbout(report)} · {report.reportedName}
        </dd>
      </div>
      {report.contactRefusals ? <ContactRefusals summary={report.contactRefusals} /> : null}
      <div>
        <dt className="font-semibold text-neutral-800">Reason</dt>
        <dd>{report.reason}</dd>
      </div>
      {report.description ? (
        <div>
          <dt className="font-semibold text-neutral-800">Details</dt>
          <dd className="whitespace-pre-wrap">{report.description}</dd>
        </div>
      ) : null}
      {report.excerpt ? (
        <div>
          <dt className="font-semibold text-neutral-800">What was reported</dt>
          <dd className="rounded-xl bg-neutral-50 p-3 whitespace-pre-wrap">{report.excerpt}</dd>
        </div>
      ) : null}
      <div>
        <dt className="font-semibold text-neutral-800">Status</dt>
        <dd>
          <StatusBadge status={report.status} /> {when.format(new Date(report.createdAt))}
        </dd>
      </div>
      {report.outcome ? (
        <div>
          <dt className="font-semibold text-neutral-800">Outcome</dt>
          <dd>
            {OUTCOME_LABELS[report.outcome]}
            {report.note ? ` · ${report.note}` : ''}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
