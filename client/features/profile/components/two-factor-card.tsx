import { zodResolver } from '@hookform/resolvers/zod';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import {
  totpDisableInput,
  totpEnableInput,
  totpSetupInput,
  type TotpDisableInput,
  type TotpEnableInput,
  type TotpSetupInput,
  type TotpSetupResponse,
} from '@common/schemas/totp';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { showFieldErrors } from '@/lib/field-errors';
import { useTotpDisable } from '../api/disable-totp';
import { useTotpEnable } from '../api/enable-totp';
import { useTotpStatus } from '../api/get-totp-status';
import { useTotpSetup } from '../api/setup-totp';
import { ListFailed } from '@/components/ui/list-failed';
import { plural } from '@common/plural';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A refusal under its field: a wrong password under the password, a wrong code or a pause of the codes (429, with
 * when to try again) under `under`; a toast for anything else.
 */
function showCodeError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  err: unknown,
  fields: readonly Path<T>[],
  under: Path<T>,
  fallback: string,
) {
  const refused = err instanceof ApiError && (err.status === 400 || err.status === 429);
  if (!refused || !showFieldErrors(form, err, fields, { messageUnder: under }))
    toast({ title: 'Error', description: errorMessage(err, fallback), variant: 'destructive' });
}

/** The current password, asked again before an authenticator is enrolled or removed. */
function PasswordField({ error, register }: { error?: string; register: () => object }) {
  return (
    <FormField label="Current password" error={error}>
      {(p) => <Input {...p} type="password" autoComplete="current-password" {...register()} />}
    </FormField>
  );
}

function QrImage({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { margin: 1, width: 320, errorCorrectionLevel: 'M' }).then(
      (data) => live && setSrc(data),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return src ? (
    <img src={src} alt="QR code to scan with your authenticator app" className="size-44 rounded border" />
  ) : (
    <div className="size-44 animate-pulse rounded bg-neutral-100" />
  );
}

/** Scan, then confirm with the first code. */
function SetupStep({
  setup,
  onDone,
  onCancel,
}: {
  setup: TotpSetupResponse;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useForm<TotpEnableInput>({ resolver: zodResolver(totpEnableInput), defaultValues: { code: '' } });
  const enable = useTotpEnable({
    onSuccess: (res) => onDone(res.recoveryCodes),
    onError: (err) => showCodeError(form, err, ['code'], 'code', 'Failed to turn on two-factor sign-in'),
  });
  return (
    <div className="mt-4 grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-neutral-700">
        <li>Open your authenticator app (for example Aegis, 2FAS, Google Authenticator or 1Password).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <div className="justify-self-center">
          <QrImage url={setup.otpauthUrl} />
        </div>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-neutral-900">Key</p>
          <p className="font-mono text-sm break-all text-neutral-800" data-testid="totp-secret">
            {grouped(setup.secret)}
          </p>
        </div>
      </div>
      <form noValidate onSubmit={form.handleSubmit((v) => enable.mutate(v))} className="grid gap-3">
        <FormField label="6-digit code" error={form.formState.errors.code?.message}>
          {(p) => (
            <Input {...p} type="text" inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={enable.isPending}>
            {enable.isPending ? 'Checking…' : 'Confirm and turn on'}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The 10 recovery codes, shown this once. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-4 grid gap-3" role="status">
      <p className="text-sm text-neutral-700">
        Two-factor sign-in is on. Save these recovery codes somewhere safe: each works once if you lose your phone. They
        will not be shown again.
      </p>
      <ul
        className="grid grid-cols-2 gap-2 rounded-2xl bg-neutral-50 p-4 font-mono text-sm"
        aria-label="Recovery codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void copyText(codes.join('\n')).then((ok) =>
              toast(
                ok
                  ? { title: 'Copied', description: 'The recovery codes are on your clipboard.' }
                  : { title: 'Could not copy', description: 'Please write the codes down.', variant: 'destructive' },
              ),
            )
          }
        >
          Copy codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

/** Turning it off takes the password and a code, so a borrowed session alone cannot remove it. */
function DisableForm() {
  const form = useForm<TotpDisableInput>({
    resolver: zodResolver(totpDisableInput),
    defaultValues: { code: '', password: '' },
  });
  const disable = useTotpDisable({
    onSuccess: (res) => {
      form.reset();
      toast({ title: 'Two-factor sign-in off', description: res.message });
    },
    onError: (err) => showCodeError(form, err, ['password', 'code'], 'code', 'Failed to turn off two-factor sign-in'),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => disable.mutate(v))} className="mt-4 grid gap-3">
      <PasswordField error={form.formState.errors.password?.message} register={() => form.register('password')} />
      <FormField label="Code from your app, or a recovery code" error={form.formState.errors.code?.message}>
        {(p) => <Input {...p} type="text" autoComplete="one-time-code" {...form.register('code')} />}
      </FormField>
      <div>
        <Button type="submit" variant="outline" pending={disable.isPending}>
          {disable.isPending ? 'Turning off…' : 'Turn off two-factor sign-in'}
        </Button>
      </div>
    </form>
  );
}

/** Setting it up starts with the password: the secret is shown only after it. */
function StartForm({ onStarted }: { onStarted: (setup: TotpSetupResponse) => void }) {
  const form = useForm<TotpSetupInput>({ resolver: zodResolver(totpSetupInput), defaultValues: { password: '' } });
  const begin = useTotpSetup({
    onSuccess: onStarted,
    onError: (err) => showCodeError(form, err, ['password'], 'password', 'Failed to start the set-up'),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => begin.mutate(v))} className="mt-4 grid gap-3">
      <PasswordField error={form.formState.errors.password?.message} register={() => form.register('password')} />
      <div>
        <Button type="submit" pending={begin.isPending}>
          {begin.isPending ? 'Starting…' : 'Set up two-factor sign-in'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Two-factor sign-in (admins): the password, then a QR code and a first code, recovery codes once; turning it off
 * takes the password and a code.
 */
export function TwoFactorCard() {
  const status = useTotpStatus();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  let body;
  if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (status.isPending) body = <p className="mt-4 text-sm text-neutral-600">Loading…</p>;
  else if (status.isError)
    body = (
      <ListFailed inline onRetry={() => void status.refetch()} retrying={status.isFetching} className="mt-4">
        We couldn’t load this setting.
      </ListFailed>
    );
  else if (status.data.enabled)
    body = (
      <>
        <p className="mt-4 text-sm text-neutral-700">
          <span className="font-semibold text-green-800">On.</span> You have{' '}
          {plural(status.data.recoveryCodesLeft, 'recovery code')} left.
        </p>
        <DisableForm />
      </>
    );
  else if (setup)
    body = (
      <SetupStep
        setup={setup}
        onDone={(c) => {
          setSetup(null);
          setCodes(c);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  else body = <StartForm onStarted={setSetup} />;
  return (
    <Card aria-labelledby="two-factor-title">
      <CardTitle id="two-factor-title">Two-Factor Sign-In</CardTitle>
      <CardDescription>
        Admin accounts can do a lot, so protect yours with a code from an authenticator app on your phone as well as
        your password.
      </CardDescription>
      {body}
    </Card>
  );
}
