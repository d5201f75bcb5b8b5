import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FORGOT_PASSWORD_SENT, type ForgotPasswordInput, forgotPasswordInput } from '@common/schemas/passwords';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useForgotPassword } from '../api/forgot-password';
import { errorMessage } from '@/lib/api-client';

/** Forgot-password mode: one e-mail field; the answer never says whether the account exists. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });
  const mutation = useForgotPassword({
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to send reset email'), variant: 'destructive' }),
  });
  if (mutation.isSuccess) {
    return (
      <div className="grid gap-4 text-center">
        <MailCheck aria-hidden className="mx-auto size-12 text-brand" />
        <p role="status" className="text-neutral-800">
          {FORGOT_PASSWORD_SENT}.
        </p>
        <p className="text-sm text-neutral-600">Can&apos;t find it? Check your Spam folder too.</p>
        <Button variant="outline" onClick={onBack}>
          Back to Login
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} className="grid gap-4">
      <p className="text-sm text-neutral-700">
        Enter the email address of your account and we&apos;ll send you a link to choose a new password.
      </p>
      <FormField label="Email" error={form.formState.errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />}
      </FormField>
      <Button type="submit" size="lg" pending={mutation.isPending}>
        {mutation.isPending ? 'Sending…' : 'Send Reset Link'}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
