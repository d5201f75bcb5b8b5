import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { secondFactorInput, type SecondFactorInput } from '@common/schemas/totp';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { mustLogInAgain, useSecondFactor } from '../api/second-factor';
import { useSignedIn } from './use-signed-in';

/**
 * The second step of login for an account with an authenticator: the 6-digit code (or a recovery code). When the
 * pending login is over, the member goes back to the password step.
 */
export function SecondFactorForm({
  redirectParam,
  onHandOff,
  onBack,
}: {
  redirectParam: string | null;
  onHandOff?: () => void;
  onBack: () => void;
}) {
  const signedIn = useSignedIn(redirectParam, onHandOff);
  const form = useForm<SecondFactorInput>({
    resolver: zodResolver(secondFactorInput),
    defaultValues: { code: '' },
  });
  const mutation = useSecondFactor({
    onSuccess: (user) =>
      signedIn(user, { title: 'Login successful', description: `Welcome back, ${user.displayName}!` }),
    onError: (err) => {
      if (mustLogInAgain(err)) {
        toast({ title: 'Please log in again', description: errorMessage(err), variant: 'destructive' });
        onBack();
        return;
      }
      const message = err instanceof ApiError ? err.message : errorMessage(err, 'Login failed. Please try again.');
      form.setError('code', { message }, { shouldFocus: true });
      form.setValue('code', '');
    },
  });
  // The step replaces the password form: the code field takes the focus, so the next keys typed land there.
  useEffect(() => form.setFocus('code'), [form]);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} className="grid gap-4">
      <div className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4">
        <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-dark" />
        <div>
          <h2 className="text-base font-bold text-neutral-900">Two-step sign-in</h2>
          <p className="mt-1 text-sm text-neutral-700">
            Your password was right. Enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
        </div>
      </div>
      <FormField label="Authentication code" error={errors.code?.message}>
        {(p) => (
          <Input
            {...p}
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('code')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" pending={mutation.isPending}>
        {mutation.isPending ? 'Checking…' : 'Verify and log in'}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="justify-self-center text-sm font-semibold text-brand-dark underline-offset-4 hover:underline"
      >
        Back to login
      </button>
    </form>
  );
}
