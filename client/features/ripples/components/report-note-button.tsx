import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useReportNote } from '../api/report-note';
import { inputClass, labelClass } from './field-styles';

/** 'Report this note': tells the site team; it hides nothing by itself. */
export function ReportNoteButton({ code }: { code: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportNote(code);
  const send = () =>
    report.mutate(reason, {
      onSuccess: (res) => {
        toast({ title: 'Report sent', description: res.message });
        setOpen(false);
        setReason('');
      },
      onError: (err) => toast({ title: 'Failed to send report', description: errorMessage(err, 'Please try again'), variant: 'destructive' }),
    });
  return (
    <>
      <Button variant="link" size="sm" className="text-neutral-600" onClick={() => setOpen(true)}>
        <Flag aria-hidden />
        Report this note
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Report this note</DialogTitle>
            <DialogDescription>If this note is hurtful or abusive, let our team know. We read every report.</DialogDescription>
          </DialogHeader>
          <label htmlFor={`${id}-reason`} className={labelClass}>
            What is wrong with it? (optional)
          </label>
          <textarea id={`${id}-reason`} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={send} disabled={report.isPending}>
              {report.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
