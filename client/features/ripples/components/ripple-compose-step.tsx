import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { RIPPLE_MESSAGE_MAX, RIPPLE_SENDER_NAME_MAX } from '@common/constants';
import { withGreeting, type RippleThemeKey } from '@common/ripple-themes';
import {
  RIPPLE_RECIPIENT_NAME_MAX,
  type RippleDialogFormInput,
  type RippleDialogFormOutput,
} from '@common/schemas/ripples';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { labelClassName } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { RippleDialogMode } from '../lib/ripple-drafts';
import { lengthHint } from '../lib/share';
import { ThemeScroller } from './theme-scroller';

/** The theme on show and the templates offered instead of the one in the message box. */
export interface Picks {
  theme: RippleThemeKey;
  alternatives: string[];
}

/** The note as it will be sent (with the greeting to the recipient), its length, and whether that is too long. */
export function measureNote(message: string, recipient: string) {
  const finalMessage = withGreeting(message.trim(), recipient);
  return { finalMessage, length: finalMessage.length, over: finalMessage.length > RIPPLE_MESSAGE_MAX };
}

/**
 * The ripple dialog's first step: the theme, the message from its templates (or the person's own), the names and,
 * for a new ripple, the address to follow it. Its form element and its buttons are the dialog's.
 */
export function RippleComposeStep({
  form,
  errors,
  mode,
  linkMade,
  picks,
  onChoose,
  setMessage,
  message,
  recipient,
}: {
  form: UseFormReturn<RippleDialogFormInput, unknown, RippleDialogFormOutput>;
  errors: FieldErrors<RippleDialogFormInput>;
  mode: RippleDialogMode;
  /** A link was made already (the person came back from the share step). */
  linkMade: boolean;
  picks: Picks;
  onChoose: (theme: RippleThemeKey) => void;
  setMessage: (text: string) => void;
  message: string;
  recipient: string;
}) {
  const { finalMessage, length, over } = measureNote(message, recipient);
  const counterClass = over ? 'font-semibold text-red-700' : 'text-neutral-600';
  return (
    <>
      {linkMade ? (
        // Back after a link was made: the link stays as it was, and pressing the button again says plainly
        // that it makes another one (nobody ends up with a second ripple by surprise).
        <p role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-3 text-sm text-neutral-800">
          <strong>Your link is already made and stays as it is.</strong>{' '}
          {mode.kind === 'create'
            ? 'Pressing “Make a new link” starts a second, separate ripple with this note; your first link keeps working.'
            : 'Pressing “Make a new link” passes on a second note with a link of its own; your first link keeps working.'}
        </p>
      ) : null}
      <ThemeScroller value={picks.theme} onChange={onChoose} />
      <FormField
        label="Your message"
        error={errors.message?.message}
        hint={
          <>
            <span className="flex justify-between gap-3">
              <span className={counterClass}>
                {over ? `Please keep it to ${RIPPLE_MESSAGE_MAX} characters` : lengthHint(length)}
              </span>
              <span className={counterClass} aria-label={`${length} of ${RIPPLE_MESSAGE_MAX} characters`}>
                {length}/{RIPPLE_MESSAGE_MAX}
              </span>
            </span>
            {recipient.trim() && finalMessage !== message.trim() ? (
              <span className="mt-1 block">
                Sent as: <q>{finalMessage}</q>
              </span>
            ) : null}
          </>
        }
      >
        {(p) => <Textarea {...p} rows={4} aria-invalid={over || p['aria-invalid']} {...form.register('message')} />}
      </FormField>
      {picks.alternatives.length ? (
        <fieldset>
          <legend className={labelClassName}>Or try one of these</legend>
          <ul className="grid gap-2">
            {picks.alternatives.map((alt) => (
              <li key={alt}>
                <button
                  type="button"
                  onClick={() => setMessage(alt)}
                  className="w-full rounded-xl border border-neutral-200 bg-neutral-50 px-3 py-2 text-left text-sm text-neutral-800 hover:border-brand-200 hover:bg-brand-50"
                >
                  {alt}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Your name (optional)" error={errors.senderName?.message}>
          {(p) => (
            <Input
              {...p}
              maxLength={RIPPLE_SENDER_NAME_MAX}
              autoComplete="given-name"
              {...form.register('senderName')}
            />
          )}
        </FormField>
        <FormField label="Recipient’s first name (optional)" error={errors.recipient?.message}>
          {(p) => (
            <Input {...p} maxLength={RIPPLE_RECIPIENT_NAME_MAX} autoComplete="off" {...form.register('recipient')} />
          )}
        </FormField>
      </div>
      {mode.kind === 'create' ? (
        <FormField
          label="Your e-mail, to hear when it spreads (optional)"
          error={errors.subscribeEmail?.message}
          hint="We’ll first send one mail so you can confirm it’s you. After that, at most one a day, only when your ripple reaches new people, and every mail has an unsubscribe link."
        >
          {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('subscribeEmail')} />}
        </FormField>
      ) : null}
    </>
  );
}
