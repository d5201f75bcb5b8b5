import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { reportInput, type ReportInput } from '@common/schemas/ripples';
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
import { useReportNote } from '../api/report-note';

/** The schema's own limit, so the box stops where the server would. */
const REASON_MAX = reportInput.shape.reason.unwrap().maxLength ?? undefined;

interface Props {
  code: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The report form, loaded when first opened (its form and schema code stay off the note page's first load). */
export function ReportNoteDialog({ code, open, onOpenChange: setOpen }: Props) {
  const form = useForm<ReportInput>({ resolver: zodResolver(reportInput), defaultValues: { reason: '' } });
  const report = useReportNote(code);
  const send = ({ reason }: ReportInput) =>
    report.mutate(
      { reason: reason || undefined },
      {
        onSuccess: (res) => {
          toast({ title: 'Report sent', description: res.message });
          setOpen(false);
          form.reset();
        },
        onError: (err) =>
          toast({
            title: 'Failed to send report',
            description: errorMessage(err, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <form noValidate onSubmit={form.handleSubmit(send)}>
          <DialogHeader>
            <DialogTitle>Report this note</DialogTitle>
            <DialogDescription>
              If this note is hurtful or abusive, let our team know. We read every report.
            </DialogDescription>
          </DialogHeader>
          <FormField label="What is wrong with it? (optional)" error={form.formState.errors.reason?.message}>
            {(p) => <Textarea {...p} rows={3} maxLength={REASON_MAX} {...form.register('reason')} />}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={report.isPending}>
              {report.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default ReportNoteDialog;
