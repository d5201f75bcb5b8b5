import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REPORT_REASONS, reportContentInput, type ReportContentInput } from '@common/schemas/stories';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useReportContent, type ReportTarget } from '../api/report-content';

/** The schema's own limit, so the box stops where the server would. */
const DETAILS_MAX = reportContentInput.shape.description.unwrap().maxLength ?? undefined;

/** Report a story or a comment to the admins, with a reason from the list and optional details. */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const form = useForm<ReportContentInput, unknown, z.output<typeof reportContentInput>>({
    resolver: zodResolver(reportContentInput),
    defaultValues: { reason: '', description: '' },
  });
  const error = form.formState.errors.reason?.message;
  const groupId = useId();
  const mutation = useReportContent({
    onSuccess: () => {
      toast({ title: 'Thank you for telling us', description: 'Our team will look at it soon.' });
      form.reset();
      onClose();
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to send report'), variant: 'destructive' }),
  });

  const submit = form.handleSubmit(({ reason, description }) => {
    if (target) mutation.mutate({ ...target, reason, description: description || undefined });
  });

  const what = target?.kind === 'comment' ? 'comment' : 'story';
  return (
    <Dialog open={target !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Report this {what}</DialogTitle>
            <DialogDescription>Our team reviews every report. The {what} stays up until they decide.</DialogDescription>
          </DialogHeader>
          <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
            <legend className="text-sm font-semibold text-neutral-900">Why are you reporting it?</legend>
            <div className="mt-2 grid gap-2">
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={r} className="size-4 accent-brand" {...form.register('reason')} />
                  {r}
                </label>
              ))}
            </div>
            {error ? (
              <p id={`${groupId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
          <div className="mt-4">
            <FormField label="Details (optional)">
              {(p) => <Textarea {...p} maxLength={DETAILS_MAX} {...form.register('description')} />}
            </FormField>
          </div>
          <DialogFooter>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" pending={mutation.isPending}>
              {mutation.isPending ? 'Sending…' : 'Send Report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
