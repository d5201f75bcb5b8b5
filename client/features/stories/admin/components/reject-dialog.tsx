import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { REJECTION_REASON_MAX, rejectStoryInput, type RejectStoryInput } from '@common/schemas/stories';
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

/** Reasons an admin can pick; the text can be changed before sending, and the author reads it. */
export const REJECTION_REASONS = [
  'Please leave out names, addresses or other details that identify someone.',
  'Your story needs a little more about what you did for the challenge.',
  'Please keep stories kind and respectful.',
  'This story looks like it is about a different challenge.',
];

/** Reject a story: a reason is required (picked from the list or written), and the author sees it. */
export function RejectDialog({
  open,
  onOpenChange,
  pending,
  onReject,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onReject: (reason: string) => void;
}) {
  const form = useForm<RejectStoryInput, unknown, z.output<typeof rejectStoryInput>>({
    resolver: zodResolver(rejectStoryInput),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const listId = useId();
  const submit = form.handleSubmit(({ reason }) => onReject(reason));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Reject Story</DialogTitle>
            <DialogDescription>The author sees this reason and can edit and resubmit their story.</DialogDescription>
          </DialogHeader>
          <p id={listId} className="text-sm font-semibold text-neutral-900">
            Common reasons
          </p>
          <ul aria-labelledby={listId} className="mt-2 grid gap-2">
            {REJECTION_REASONS.map((r) => (
              <li key={r}>
                <button
                  type="button"
                  onClick={() => form.setValue('reason', r, { shouldValidate: form.formState.isSubmitted })}
                  className="w-full rounded-xl border border-neutral-200 px-3 py-2 text-left text-sm hover:bg-brand-50"
                >
                  {r}
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <FormField
              label="Reason"
              error={form.formState.errors.reason?.message}
              hint={`${reason.length}/${REJECTION_REASON_MAX}`}
            >
              {(p) => <Textarea {...p} rows={3} maxLength={REJECTION_REASON_MAX} {...form.register('reason')} />}
            </FormField>
          </div>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" pending={pending}>
              {pending ? 'Rejecting…' : 'Reject Story'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
