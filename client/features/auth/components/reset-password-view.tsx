import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { type ResetPasswordInput, resetPasswordInput } from '@common/schemas/passwords';
import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CONNECTION_HINT, LoadFailed } from '@/components/ui/load-failed';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/reset-password';
import { isResetLinkRefused, useVerifyResetToken } from '../api/verify-reset-token';
import { errorMessage } from '@/lib/api-client';

function ResetSeo() {
  return <Seo {...PAGES.resetPassword} path={paths.resetPassword} />;
}

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <ResetSeo />
      <div className="mx-auto w-full max-w-md rounded-3xl border border-neutral-200 bg-white p-6 text-center shadow-lg sm:p-8">
        {children}
      </div>
    </div>
  );
}

function Message({
  icon,
  title,
  text,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  action: { label: string; to: string };
}) {
  return (
    <Panel>
      <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand">
        {icon}
      </span>
      <h1 className="text-2xl font-extrabold text-neutral-900">{title}</h1>
      <p className="mt-2 text-neutral-700">{text}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </Panel>
  );
}

/** /reset-password (part 1 §2): no token, verifying, expired or used, the form, success. */
export function ResetPasswordView() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyResetToken(token);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { token: token ?? '', newPassword: '', confirmPassword: '' },
  });
  const mutation = useResetPassword({
    onError: (err) =>
      toast({
        title: 'Password Reset Failed',
        description: errorMessage(err, 'Failed to reset password'),
        variant: 'destructive',
      }),
  });

  if (!token) {
    return (
      <Message
        icon={<LinkIcon aria-hidden />}
        title="Invalid Reset Link"
        text="This password reset link is missing its code. Please use the link from your e-mail."
        action={{ label: 'Back to Login', to: paths.auth({ tab: 'login' }) }}
      />
    );
  }
  if (mutation.isSuccess) {
    return (
      <Message
        icon={<CircleCheck aria-hidden />}
        title="Password Reset Successful"
        text="Your password has been changed. You can now log in with your new password."
        action={{ label: 'Login with New Password', to: paths.auth({ tab: 'login' }) }}
      />
    );
  }
  if (verify.isLoading) return <PageSpinner label="Checking your reset link" />;
  if (verify.isError && !isResetLinkRefused(verify.error)) {
    // The link may well be fine: it could not be checked (no connection, server trouble).
    return (
      <>
        <ResetSeo />
        <LoadFailed
          title="Failed to verify token"
          text={`Your reset link may still work. ${CONNECTION_HINT}`}
          onRetry={() => void verify.refetch()}
          retrying={verify.isFetching}
        />
      </>
    );
  }
  if (verify.isError || !verify.data) {
    return (
      <Message
        icon={<LinkIcon aria-hidden />}
        title="Expired Reset Link"
        text="This password reset link has expired or has already been used."
        action={{ label: 'Request New Reset Link', to: paths.auth({ tab: 'login' }) }}
      />
    );
  }
  const { errors } = form.formState;
  return (
    <Panel>
      <h1 className="text-2xl font-extrabold text-neutral-900">Reset Your Password</h1>
      <p className="mt-1 text-sm text-neutral-600">Choose a new password of at least 7 characters.</p>
      <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} className="mt-6 grid gap-4 text-left">
        <FormField label="New Password" error={errors.newPassword?.message ?? errors.token?.message}>
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('newPassword')} />}
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />}
        </FormField>
        <Button type="submit" size="lg" pending={mutation.isPending}>
          {mutation.isPending ? 'Resetting…' : 'Reset Password'}
        </Button>
      </form>
    </Panel>
  );
}
