import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginInput, type LoginInput } from '@common/schemas/auth';
import type { PublicConfig } from '@common/schemas/meta';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { needsCaptcha, useLogin } from '../api/login';
import { Captcha, type CaptchaHandle } from './captcha';
import { SecondFactorForm } from './second-factor-form';
import { useSignedIn } from './use-signed-in';

/** Shown when Login is pressed before the check is solved. */
export const SOLVE_CHECK_FIRST = 'Please complete the check, then press Login.';

/**
 * Login tab: username or e-mail and password, with the way into the forgot-password mode. After repeated failed
 * logins the server asks for the captcha (401 `captchaRequired`): the check appears above the button with a short
 * explanation, takes the focus, and its solution goes with the next attempt, as at registration.
 */
export function LoginForm({
  config,
  redirectParam,
  onForgot,
  onHandOff,
}: {
  config: PublicConfig;
  redirectParam: string | null;
  onForgot: () => void;
  onHandOff?: () => void;
}) {
  const signedIn = useSignedIn(redirectParam, onHandOff);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { username: '', password: '' },
  });
  const [checkAsked, setCheckAsked] = useState(false);
  // Bumped whenever the check should take the focus (the server asked for it; Login was pressed before solving it).
  const [focusCheck, setFocusCheck] = useState(0);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const checkRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const textId = useId();
  const onCaptcha = useCallback((t: string | null) => {
    setCaptchaToken(t);
    if (t) setCheckError(null);
  }, []);
  // With no captcha configured the server never asks; if it did, there would be nothing to show.
  const checkShown = checkAsked && config.captchaProvider !== 'none';

  useEffect(() => {
    if (focusCheck > 0) checkRef.current?.focus();
  }, [focusCheck]);

  // The password was right for an account with an authenticator: its code comes next.
  const [codeStep, setCodeStep] = useState(false);

  const mutation = useLogin({
    onSuccess: (result) => {
      if ('twoFactorRequired' in result) {
        setCodeStep(true);
        return;
      }
      signedIn(result, { title: 'Login successful', description: `Welcome back, ${result.displayName}!` });
    },
    onError: (err, sent) => {
      // A solution works once: the next try needs a fresh one.
      if (sent.captchaToken) {
        captchaRef.current?.reset();
        setCaptchaToken(null);
      }
      if (needsCaptcha(err)) {
        setCheckAsked(true);
        setFocusCheck((n) => n + 1);
      }
      toast({
        title: 'Login failed',
        description:
          err instanceof ApiError
            ? err.message || 'Invalid username/email or password'
            : 'Login failed. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (checkShown && !captchaToken) {
      setCheckError(SOLVE_CHECK_FIRST);
      setFocusCheck((n) => n + 1);
      return;
    }
    setCheckError(null);
    mutation.mutate({ ...values, captchaToken: checkShown ? captchaToken : null });
  });

  const { errors } = form.formState;
  if (codeStep)
    return (
      <SecondFactorForm
        redirectParam={redirectParam}
        onHandOff={onHandOff}
        onBack={() => {
          form.setValue('password', '');
          setCodeStep(false);
        }}
      />
    );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField label="Username or Email" error={errors.username?.message}>
        {(p) => (
          <Input
            {...p}
            type="text"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('username')}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('password')} />}
      </FormField>
      <div className="-mt-1 text-right">
        <button
          type="button"
          onClick={onForgot}
          className="text-sm font-semibold text-brand-dark underline-offset-4 hover:underline"
        >
          Forgot your password?
        </button>
      </div>
      {checkShown ? (
        <section
          ref={checkRef}
          tabIndex={-1}
          aria-labelledby={titleId}
          aria-describedby={textId}
          className="rounded-2xl border border-brand-200 bg-brand-50 p-4"
        >
          <h2 id={titleId} className="flex items-center gap-2 text-base font-bold text-neutral-900">
            <ShieldCheck aria-hidden className="size-5 text-brand-dark" />
            One quick check
          </h2>
          <p id={textId} className="mt-1 text-sm text-neutral-700">
            There have been several unsuccessful attempts to log in to this account. To keep it safe, please complete
            this check, then log in.
          </p>
          <div className="mt-3">
            <Captcha ref={captchaRef} config={config} onToken={onCaptcha} />
          </div>
          {checkError ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {checkError}
            </p>
          ) : null}
        </section>
      ) : null}
      <Button type="submit" size="lg" pending={mutation.isPending}>
        {mutation.isPending ? 'Logging in…' : 'Login'}
      </Button>
    </form>
  );
}
