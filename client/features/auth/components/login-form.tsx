import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { loginInput, type LoginInput } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { login } from '../api/login';
import { useSignedIn } from './use-signed-in';

/** Login tab: username or e-mail and password, with the way into the forgot-password mode. */
export function LoginForm({ redirectParam, onForgot, onHandOff }: { redirectParam: string | null; onForgot: () => void; onHandOff?: () => void }) {
  const signedIn = useSignedIn(redirectParam, onHandOff);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginInput), defaultValues: { username: '', password: '' } });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (user) => signedIn(user, { title: 'Login successful', description: `Welcome back, ${user.displayName}!` }),
    onError: (err) =>
      toast({
        title: 'Login failed',
        description: err instanceof ApiError ? err.message || 'Invalid username/email or password' : 'Login failed. Please try again.',
        variant: 'destructive',
      }),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} className="grid gap-4">
      <FormField label="Username or Email" error={errors.username?.message}>
        {(p) => <Input {...p} type="text" autoComplete="username" inputMode="email" autoCapitalize="none" spellCheck={false} {...form.register('username')} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('password')} />}
      </FormField>
      <div className="-mt-1 text-right">
        <button type="button" onClick={onForgot} className="text-sm font-semibold text-brand-dark underline-offset-4 hover:underline">
          Forgot your password?
        </button>
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? 'Logging in…' : 'Login'}
      </Button>
    </form>
  );
}
