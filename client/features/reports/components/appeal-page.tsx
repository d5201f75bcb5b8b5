import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PAGES } from '@common/pages';
import { APPEAL_MAX, appealInput } from '@common/schemas/moderation';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { labelClassName } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSendAppeal } from '../api/send-appeal';

/** /appeal?token=: the member acted against tells us why the decision was wrong; no sign-in needed. */
export function AppealPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<z.input<typeof appealInput>, unknown, z.output<typeof appealInput>>({
    resolver: zodResolver(appealInput),
    defaultValues: { token, text: '' },
  });
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const { errors } = form.formState;
  const error = errors.text?.message ?? errors.token?.message;
  const send = useSendAppeal({
    onError: (err) => form.setError('text', { message: errorMessage(err, 'We couldn’t send your appeal.') }),
  });
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <Seo {...PAGES.appeal} path={paths.appeal} />
      <h1 className="mb-6 text-3xl font-extrabold text-neutral-900 sm:text-4xl">Appeal a decision</h1>
      {send.isSuccess ? (
        <Card role="status">
          <CardTitle>Appeal sent</CardTitle>
          <CardDescription>{send.data.message} We will send the answer to your e-mail address.</CardDescription>
          <Button asChild className="mt-4">
            <Link to={paths.home}>Back to KindRipple</Link>
          </Button>
        </Card>
      ) : !token ? (
        <Card role="alert">
          <CardTitle>This appeal link is incomplete</CardTitle>
          <CardDescription>Please open the link from the mail we sent you about the decision.</CardDescription>
        </Card>
      ) : (
        <Card>
          <CardDescription>
            Tell us, in your own words, why you think the decision was wrong. An admin will look at it fresh. You can
            appeal each decision once.
          </CardDescription>
          <form className="mt-4 grid gap-3" noValidate onSubmit={form.handleSubmit((appeal) => send.mutate(appeal))}>
            <label htmlFor="appeal-text" className={labelClassName}>
              Your appeal
            </label>
            <Textarea
              id="appeal-text"
              rows={6}
              maxLength={APPEAL_MAX}
              aria-describedby="appeal-count"
              aria-invalid={error ? true : undefined}
              {...form.register('text')}
            />
            <p id="appeal-count" className="text-right text-xs text-neutral-600">
              {text.length}/{APPEAL_MAX}
            </p>
            {error ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
            <div>
              <Button type="submit" pending={send.isPending}>
                {send.isPending ? 'Sending…' : 'Send appeal'}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}
