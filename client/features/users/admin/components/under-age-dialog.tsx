import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { clearUnderAgeAnswerInput, type ClearUnderAgeAnswerInput } from '@common/schemas/admin-users';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useClearUnderAgeAnswer } from '../api/clear-under-age-answer';
import { showFieldErrors } from '@/lib/field-errors';
import { Frame, type DialogProps } from './user-dialogs';

/**
 * Clears a member's under-13 answer (decision 056), after they or a parent wrote in about a mistaken date: Kindness
 * Connections then asks their date of birth again. A reason is kept on the audit log.
 */
export function ClearUnderAgeDialog({ user, onClose }: DialogProps) {
  const form = useForm<ClearUnderAgeAnswerInput>({
    resolver: zodResolver(clearUnderAgeAnswerInput),
    defaultValues: { reason: '' },
  });
  const mutation = useClearUnderAgeAnswer({
    onSuccess: () => {
      toast({
        title: 'Under-13 answer cleared',
        description: `${user.displayName} can answer the date of birth again.`,
      });
      onClose();
    },
    onError: (err) => {
      showFieldErrors(form, err, ['reason'], { focus: false });
      toast({ title: 'Error', description: errorMessage(err, 'Failed to clear the answer'), variant: 'destructive' });
    },
  });
  return (
    <Frame
      title="Clear Under-13 Answer"
      description={`${user.displayName} answered Kindness Connections' date of birth with an age under 13, so Connections refuses them. Clear it only when they (or a parent) told you the date was a mistake; Connections will ask the date again.`}
      onClose={onClose}
      pending={mutation.isPending}
      submitLabel="Clear Answer"
      onSubmit={form.handleSubmit((values) => mutation.mutate({ userId: user.id, ...values }))}
    >
      <FormField label="Reason" error={form.formState.errors.reason?.message}>
        {(p) => <Textarea {...p} maxLength={500} {...form.register('reason')} />}
      </FormField>
    </Frame>
  );
}
