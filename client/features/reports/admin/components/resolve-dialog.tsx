import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  OUTCOME_LABELS,
  OUTCOMES_BY_KIND,
  NOTE_MAX,
  resolveReportInput,
  type AdminReport,
  type ReportOutcome,
} from '@common/schemas/moderation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { labelClassName } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { checkedAs } from '@/lib/checked-as';
import { useMarkReviewed } from '../api/mark-reviewed';
import { useResolveReport } from '../api/resolve-report';
import { ReportDetails } from './report-parts';
import { showFieldErrors } from '@/lib/field-errors';

/** What resolving with an outcome that acts does, said before the admin confirms (decision 045). */
const ACTS: Partial<Record<ReportOutcome, string>> = {
  member_blocked:
    'Resolving blocks the member from Kindness Connections now: their conversations close and their requests are removed. The member is told why and can appeal; accepting the appeal lifts the block.',
  member_suspended:
    'Resolving suspends the member now: they are signed out everywhere, cannot log in, their open requests are hidden and their conversations close. The member is told why and until when, and can appeal; accepting the appeal lifts the suspension.',
};

/** The admin's local date and time (datetime-local) as an ISO instant, or undefined when empty. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** What the admin fills in: the outcome picked ('' before one is), the note, the end typed in local time. */
interface Values {
  outcome: ReportOutcome | '';
  note: string;
  until: string;
}
const EMPTY: Values = { outcome: '', note: '', until: '' };
type Output = z.output<typeof resolveReportInput>;

/** The route's own rule on what would be sent: the end (as an instant) only with a suspension. */
const resolver = checkedAs(resolveReportInput, (v: Values) => ({
  // Before a pick, nothing: the rule answers its own 'Please choose an outcome'.
  outcome: (v.outcome || undefined) as ReportOutcome,
  note: v.note,
  until: v.outcome === 'member_suspended' ? toInstant(v.until) : undefined,
}));

/**
 * A report's details with its actions: 'Mark Reviewed' while pending, and resolving with an outcome and a note
 * (the reporter and the member acted against are mailed; the member can appeal). Blocking and suspending happen
 * as the report is resolved; a suspension may take an end.
 */
export function ResolveDialog({ report, onClose }: { report: AdminReport | null; onClose: () => void }) {
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const outcome = useWatch({ control: form.control, name: 'outcome' }) || null;
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const resolve = useResolveReport({
    onSuccess: () => {
      toast({ title: 'Report resolved', description: 'Everyone involved has been told.' });
      close();
    },
    onError: (err) => {
      showFieldErrors(form, err, ['until'], { focus: false });
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to update report status.'),
        variant: 'destructive',
      });
    },
  });
  const review = useMarkReviewed({
    onSuccess: () => {
      toast({ title: 'Report marked reviewed' });
      close();
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to update report status.'),
        variant: 'destructive',
      }),
  });
  const open = report !== null;
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report details</DialogTitle>
          <DialogDescription>Read what was reported, then record what you did about it.</DialogDescription>
        </DialogHeader>
        {report ? (
          <div className="grid gap-5">
            <ReportDetails report={report} />
            {report.status !== 'resolved' ? (
              <form
                className="grid gap-3"
                noValidate
                onSubmit={form.handleSubmit(({ outcome, note, until }) =>
                  resolve.mutate({ kind: report.kind, id: report.id, outcome, note: note || undefined, until }),
                )}
              >
                <fieldset className="grid gap-2">
                  <legend className={labelClassName}>Outcome</legend>
                  {OUTCOMES_BY_KIND[report.kind].map((o) => (
                    <label key={o} className="flex items-center gap-2 text-sm">
                      <input type="radio" value={o} className="size-4 accent-brand" {...form.register('outcome')} />
                      {report.kind === 'ripple_note' && o === 'content_removed'
                        ? 'Hide the note everywhere'
                        : report.kind === 'ripple_note' && o === 'no_action'
                          ? 'Dismiss the report'
                          : OUTCOME_LABELS[o]}
                    </label>
                  ))}
                </fieldset>
                {outcome && ACTS[outcome] ? (
                  <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">{ACTS[outcome]}</p>
                ) : null}
                {outcome === 'member_suspended' ? (
                  <FormField
                    label="Suspended until (optional)"
                    error={errors.until?.message}
                    hint="Leave empty to suspend until you lift it."
                  >
                    {(p) => <Input {...p} type="datetime-local" {...form.register('until')} />}
                  </FormField>
                ) : null}
                <div>
                  <label htmlFor="resolve-note" className={labelClassName}>
                    Note (optional, sent to the member acted against)
                  </label>
                  <Textarea id="resolve-note" maxLength={NOTE_MAX} {...form.register('note')} />
                  {errors.note ? (
                    <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                      {errors.note.message}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
                  {report.status === 'pending' ? (
                    <Button
                      type="button"
                      variant="outline"
                      pending={review.isPending}
                      onClick={() => review.mutate({ kind: report.kind, id: report.id })}
                    >
                      Mark Reviewed
                    </Button>
                  ) : null}
                  <Button type="submit" disabled={!outcome} pending={resolve.isPending}>
                    {resolve.isPending
                      ? 'Working…'
                      : outcome === 'member_blocked'
                        ? 'Block and resolve'
                        : outcome === 'member_suspended'
                          ? 'Suspend and resolve'
                          : 'Resolve report'}
                  </Button>
                </div>
              </form>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
