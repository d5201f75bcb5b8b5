import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Upload } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { authMessages, registerDetailsForm } from '@common/schemas/auth';
import { REGISTER_AVATAR_UPLOAD, avatarFileIssue, avatarMessages } from '@common/schemas/avatars';
import type { PublicConfig } from '@common/schemas/meta';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePredefinedAvatars } from '@/lib/predefined-avatars';
import { useRegister } from '../api/register';
import { useUploadRegisterAvatar } from '../api/upload-register-avatar';
import { AvatarGallery } from '@/components/ui/avatar-gallery';
import { fieldErrorsOf, showFieldErrors } from '@/lib/field-errors';
import { Captcha, type CaptchaHandle } from './captcha';
import { useSignedIn } from './use-signed-in';

type Details = z.input<typeof registerDetailsForm>;
type DetailsOut = z.output<typeof registerDetailsForm>;
/** The avatar marker while an upload is on its way (part 1 §3). */
const FILE_UPLOAD = 'file_upload';
/** Step-1 fields the server may find fault with after Continue (e.g. a common password), in form order. */
const STEP1_FIELDS = ['username', 'displayName', 'password'] as const;

/** Register tab: step 1 the details, step 2 'Choose Your Avatar' with the captcha. */
export function RegisterForm({
  config,
  redirectParam,
  onHandOff,
}: {
  config: PublicConfig;
  redirectParam: string | null;
  onHandOff?: () => void;
}) {
  const signedIn = useSignedIn(redirectParam, onHandOff);
  const [step, setStep] = useState<1 | 2>(1);
  // After Continue the Continue button is gone: the focus goes to the new step's heading, where a screen reader
  // user would start reading.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const cameFromStep1 = useRef(false);
  useEffect(() => {
    if (step === 2 && cameFromStep1.current) stepHeading.current?.focus();
    cameFromStep1.current = step === 1;
  }, [step]);
  const [details, setDetails] = useState<DetailsOut | null>(null);
  /** The person's own choice (a gallery avatar, an upload on its way or done); null while they have made none. */
  const [avatar, setAvatar] = useState<string | null>(null);
  // Until they choose, one of ours is offered at random (part 1 §4): this draw picks it once the gallery is here.
  const [draw, setDraw] = useState(Math.random);
  const [preview, setPreview] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const avatars = usePredefinedAvatars();
  const form = useForm<Details, unknown, DetailsOut>({
    resolver: zodResolver(registerDetailsForm),
    defaultValues: { username: '', displayName: '', password: '', confirmPassword: '', terms: false },
    mode: 'onTouched',
  });
  const onCaptcha = useCallback((t: string | null) => setCaptchaToken(t), []);
  // Field errors from the server, set on the fields once step 1 is on screen again (they need it to focus).
  const serverErrors = useRef<unknown>(null);

  // Whenever no avatar is chosen (the gallery just arrived, an upload failed), one of ours is shown chosen at
  // random; the person can change it.
  const gallery = avatars.data;
  const shown = avatar ?? (gallery?.length ? gallery[Math.floor(draw * gallery.length)] : null);

  useEffect(() => {
    const pending = serverErrors.current;
    if (step !== 1 || !pending) return;
    serverErrors.current = null;
    showFieldErrors(form, pending, STEP1_FIELDS);
  }, [step, form]);

  const upload = useUploadRegisterAvatar({
    onMutate: () => setAvatar(FILE_UPLOAD),
    onSuccess: (path) => setAvatar(path),
    onError: (err) => {
      setAvatar(null);
      setDraw(Math.random());
      setPreview(null);
      // The server's reason when it gave one; a dropped connection says so plainly instead of the browser's text.
      const description =
        err instanceof ApiError
          ? `Avatar upload failed: ${err.message || 'Failed to upload avatar'}`
          : err instanceof TypeError
            ? 'Network error. Please check your connection and try again.'
            : 'Failed to upload avatar';
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });

  const create = useRegister({
    onSuccess: (user) =>
      signedIn(user, { title: 'Registration successful', description: `Welcome to KindRipple, ${user.displayName}!` }),
    onError: (err) => {
      // A captcha solution works once: the next try needs a fresh one.
      captchaRef.current?.reset();
      setCaptchaToken(null);
      const message =
        err instanceof ApiError
          ? err.message
          : err instanceof TypeError
            ? 'Network error. Please check your connection and try again.'
            : 'Registration failed. Please try again.';
      toast({
        title: 'Registration failed',
        description: message || 'Registration failed. Please try again.',
        variant: 'destructive',
      });
      if (Object.keys(fieldErrorsOf<Details>(err, STEP1_FIELDS)).length) {
        serverErrors.current = err;
        setStep(1);
      }
    },
  });

  const toStep2 = form.handleSubmit((values) => {
    setDetails(values);
    setStep(2);
  });

  function onFile(file: File | undefined) {
    // Cleared at once, so that picking the same file again (after a failed upload) is a change the input reports.
    if (fileInput.current) fileInput.current.value = '';
    if (!file) {
      toast({ title: 'Error', description: avatarMessages.avatarNoFile, variant: 'destructive' });
      return;
    }
    const issue = avatarFileIssue(file, REGISTER_AVATAR_UPLOAD);
    if (issue) {
      toast({ title: 'Error', description: `Avatar upload failed: ${issue}`, variant: 'destructive' });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  }

  function onCreate() {
    if (!details) return setStep(1);
    // The avatar on screen is the one sent, the random pick included.
    const chosen = shown;
    if (!chosen) {
      toast({ title: 'Error', description: avatarMessages.avatarNotChosen, variant: 'destructive' });
      return;
    }
    if (chosen === FILE_UPLOAD) {
      toast({ title: 'Error', description: avatarMessages.avatarMissing, variant: 'destructive' });
      return;
    }
    if (config.captchaProvider !== 'none' && !captchaToken) {
      toast({ title: 'Error', description: authMessages.captcha, variant: 'destructive' });
      return;
    }
    const { username, password, displayName } = details;
    create.mutate({ username, password, displayName, avatar: chosen, captchaToken });
  }

  const { errors } = form.formState;
  if (step === 1) {
    return (
      <form noValidate onSubmit={toStep2} className="grid gap-4">
        <FormField label="Email" error={errors.username?.message}>
          {(p) => (
            <Input
              {...p}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              {...form.register('username')}
            />
          )}
        </FormField>
        <FormField
          label="Display Name"
          error={errors.displayName?.message}
          hint="This is how other members will see you."
        >
          {(p) => <Input {...p} type="text" autoComplete="nickname" maxLength={50} {...form.register('displayName')} />}
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint="At least 7 characters.">
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('password')} />}
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />}
        </FormField>
        <Controller
          control={form.control}
          name="terms"
          render={({ field, fieldState }) => (
            <div>
              <div className="flex items-start gap-3">
                <Checkbox
                  id="register-terms"
                  checked={field.value === true}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  onBlur={field.onBlur}
                  aria-invalid={Boolean(fieldState.error)}
                  aria-describedby={fieldState.error ? 'register-terms-error' : undefined}
                />
                <label htmlFor="register-terms" className="text-sm text-neutral-800">
                  I agree to be kind and accept the{' '}
                  <Link
                    to={paths.terms}
                    target="_blank"
                    className="font-semibold text-brand-dark underline underline-offset-2"
                  >
                    Terms &amp; Conditions
                  </Link>
                </label>
              </div>
              {fieldState.error ? (
                <p id="register-terms-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {fieldState.error.message}
                </p>
              ) : null}
            </div>
          )}
        />
        <Button type="submit" size="lg">
          Continue
        </Button>
      </form>
    );
  }

  return (
    <div className="grid gap-5">
      <div>
        <h2 ref={stepHeading} tabIndex={-1} className="text-lg font-bold text-neutral-900 outline-none">
          Choose Your Avatar
        </h2>
        <p className="text-sm text-neutral-600">
          Pick one of ours, or upload your own photo (JPG, PNG or GIF, up to 2MB).
        </p>
      </div>
      {avatars.isLoading ? <Spinner label="Loading avatars" /> : null}
      {avatars.isError ? <p className="text-sm text-red-700">Failed to load avatars</p> : null}
      {avatars.data ? (
        <AvatarGallery
          avatars={avatars.data}
          value={shown}
          label="Predefined avatars"
          onChange={(a) => {
            setPreview(null);
            setAvatar(a);
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          type="file"
          accept={REGISTER_AVATAR_UPLOAD.mimeTypes.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <Button variant="outline" onClick={() => fileInput.current?.click()} pending={upload.isPending}>
          <Upload aria-hidden /> {upload.isPending ? 'Uploading…' : 'Upload your own photo'}
        </Button>
        {preview ? (
          <span className="flex items-center gap-2 text-sm text-neutral-700">
            <img
              src={preview}
              alt="Your uploaded avatar"
              className="size-12 rounded-full border-2 border-brand object-cover"
            />
            {avatar && avatar !== FILE_UPLOAD ? 'Your photo is ready' : null}
          </span>
        ) : null}
      </div>
      <Captcha ref={captchaRef} config={config} onToken={onCaptcha} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={() => setStep(1)} pending={create.isPending}>
          <ArrowLeft aria-hidden /> Back
        </Button>
        <Button size="lg" onClick={onCreate} pending={create.isPending || upload.isPending}>
          {create.isPending ? 'Creating Account…' : 'Create Account'}
        </Button>
      </div>
    </div>
  );
}
