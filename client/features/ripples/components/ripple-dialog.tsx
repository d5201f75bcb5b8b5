import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { DEFAULT_RIPPLE_THEME, pickTemplates, type RippleThemeKey } from '@common/ripple-themes';
import { rippleDialogForm, type RippleDialogFormInput, type RippleDialogFormOutput } from '@common/schemas/ripples';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { RIPPLE_FOCUS_DELAY_MS } from '@/config/ui-timings';
import { errorMessage } from '@/lib/api-client';
import { localStore } from '@/lib/local-store';
import { useCreateRipple } from '../api/create-ripple';
import { usePassRipple } from '../api/pass-ripple';
import { draftKey, dropDraft, keepDraft, readDraft, type RippleDialogMode } from '../lib/ripple-drafts';
import { measureNote, RippleComposeStep, type Picks } from './ripple-compose-step';
import { RippleShareStep } from './ripple-share-step';
import { showFieldErrors } from '@/lib/field-errors';

export type { RippleDialogMode };
export const SENDER_NAME_KEY = 'ripple_sender_name';
/** How many other templates of the theme are offered beside the one filled in (part 1 'Ripple modal'). */
const RIPPLE_ALTERNATIVES = 3;

interface Shared {
  nodeUrl: string;
  shareText: string;
  pageUrl: string;
  /** The creator's private link to manage the ripple (decision 024); none after a pass. */
  ownerUrl?: string;
  /** The address the creator gave to follow the ripple: it gets a confirmation mail first (decision 028). */
  confirmEmail?: string;
}

/** What an opening shows: the person's unsent draft, else a random template of the default theme; the remembered name. */
function opening(mode: RippleDialogMode): { picks: Picks; values: RippleDialogFormInput } {
  const draft = readDraft(draftKey(mode));
  const theme = draft?.theme ?? DEFAULT_RIPPLE_THEME;
  const picked = pickTemplates(theme, RIPPLE_ALTERNATIVES);
  return {
    picks: { theme, alternatives: picked.alternatives },
    values: {
      message: picked.message,
      recipient: '',
      subscribeEmail: '',
      ...draft?.values,
      senderName: localStore.get(SENDER_NAME_KEY) ?? '',
    },
  };
}

/**
 * The two-step ripple dialog (part 1 'Ripple modal' and §4): compose a note from a theme's templates, then
 * share the link. The home page uses it to start a ripple, the note page to pass one on.
 */
export function RippleDialog({
  open,
  onOpenChange,
  mode,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: RippleDialogMode;
}) {
  // Every opening starts afresh (step 1, a template or the draft, the remembered name): the dialog's state lives
  // in a component that each opening mounts anew.
  return open ? <OpenRippleDialog onOpenChange={onOpenChange} mode={mode} /> : null;
}

function OpenRippleDialog({ onOpenChange, mode }: { onOpenChange: (open: boolean) => void; mode: RippleDialogMode }) {
  const ids = useId();
  const key = draftKey(mode);
  const [initial] = useState(() => opening(mode));
  const [picks, setPicks] = useState(initial.picks);
  const [step, setStep] = useState<1 | 2>(1);
  const [shared, setShared] = useState<Shared | null>(null);
  const shareRef = useRef<HTMLDivElement>(null);
  const form = useForm<RippleDialogFormInput, unknown, RippleDialogFormOutput>({
    resolver: zodResolver(rippleDialogForm),
    defaultValues: initial.values,
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const [message, recipient] = useWatch({ control: form.control, name: ['message', 'recipient'] });
  const create = useCreateRipple();
  const pass = usePassRipple();

  // A draft is handed back once: closed unsent again, it is kept again.
  useEffect(() => dropDraft(key), [key]);

  // The message box takes the focus 100 ms after opening, unless a quick person is already typing in another field.
  const { setFocus } = form;
  useEffect(() => {
    const t = setTimeout(() => {
      const active = document.activeElement;
      if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
      setFocus('message');
    }, RIPPLE_FOCUS_DELAY_MS);
    return () => clearTimeout(t);
  }, [setFocus]);

  const setMessage = (text: string) => form.setValue('message', text, { shouldValidate: isSubmitted });
  const choose = (theme: RippleThemeKey) => {
    const picked = pickTemplates(theme, RIPPLE_ALTERNATIVES);
    setPicks({ theme, alternatives: picked.alternatives });
    setMessage(picked.message);
  };

  const close = () => {
    const { message, recipient, subscribeEmail } = form.getValues();
    if (step === 1) keepDraft(key, { theme: picks.theme, values: { message, recipient, subscribeEmail } });
    onOpenChange(false);
  };

  // Moving between the steps keeps the keyboard focus inside the dialog (the button that was pressed disappears).
  const toStep = (next: 1 | 2) => {
    flushSync(() => setStep(next));
    if (next === 1) setFocus('message');
    else shareRef.current?.querySelector<HTMLElement>('button')?.focus();
  };

  const send = async ({ message, senderName, subscribeEmail }: RippleDialogFormOutput) => {
    try {
      if (mode.kind === 'create') {
        const res = await create.mutateAsync({ message, senderName, subscribeEmail, shareChannel: 'copy' });
        setShared({
          nodeUrl: res.nodeUrl,
          shareText: res.shareText,
          pageUrl: paths.ripple(res.seedCode),
          ownerUrl: res.summaryUrl,
          confirmEmail: subscribeEmail,
        });
      } else {
        const { code, seedCode } = mode;
        const res = await pass.mutateAsync({ code, seedCode, input: { message, senderName, shareChannel: 'copy' } });
        setShared({ nodeUrl: res.nodeUrl, shareText: res.shareText, pageUrl: paths.ripple(seedCode) });
      }
      // Remember the name as sent: a name the person cleared is forgotten, not brought back next time.
      if (senderName) localStore.set(SENDER_NAME_KEY, senderName);
      else localStore.remove(SENDER_NAME_KEY);
      toStep(2);
    } catch (err) {
      const failed = mode.kind === 'create' ? 'Failed to create ripple' : 'Failed to pass ripple';
      toast({ title: failed, description: errorMessage(err, 'Please try again'), variant: 'destructive' });
      // A name only the server can refuse (one reserved for the team) is also said under its field.
      showFieldErrors(form, err, ['senderName']);
    }
  };
  // The spec's toast for an empty note; every other problem is said under its field.
  const refuse = () => {
    if (!form.getValues('message').trim())
      toast({ title: 'Message required', description: 'Please enter a message to share', variant: 'destructive' });
  };

  const { over } = measureNote(message, recipient);
  const title = step === 1 ? (mode.kind === 'create' ? 'Start a Ripple' : 'Pass It On') : 'Share Your Ripple';
  const description =
    step === 1
      ? mode.kind === 'create'
        ? 'Write a kind note, get a link, and watch your kindness travel from person to person.'
        : 'Write your own kind note for the next person. It joins the same ripple, one step further.'
      : 'Send your link to someone. When they pass it on, your ripple grows.';

  return (
    <Dialog open onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-2xl" onOpenAutoFocus={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {step === 1 ? (
          <form
            id={`${ids}-form`}
            noValidate
            // Built at submit time: `send` moves the focus through a ref, which rendering must not touch.
            onSubmit={(e) => void form.handleSubmit(send, refuse)(e)}
            className="grid grid-cols-[minmax(0,1fr)] gap-4"
          >
            <RippleComposeStep
              form={form}
              errors={errors}
              mode={mode}
              linkMade={shared !== null}
              picks={picks}
              onChoose={choose}
              setMessage={setMessage}
              message={message}
              recipient={recipient}
            />
          </form>
        ) : shared ? (
          <div ref={shareRef}>
            <RippleShareStep {...shared} />
          </div>
        ) : null}
        <DialogFooter>
          {step === 1 ? (
            <>
              {shared ? (
                <Button key="to-link" variant="outline" onClick={() => toStep(2)}>
                  Back to my link
                </Button>
              ) : null}
              {/* Keys keep React from turning the pressed Back button into this submit button mid-click (which would submit again). */}
              <Button
                key="create"
                type="submit"
                form={`${ids}-form`}
                disabled={message.length === 0 || over}
                pending={isSubmitting}
              >
                {isSubmitting ? 'Creating…' : shared ? 'Make a new link' : 'Create Ripple Link'}
              </Button>
            </>
          ) : (
            <>
              <Button key="back" variant="outline" onClick={() => toStep(1)}>
                Back
              </Button>
              <Button key="done" onClick={close}>
                Done
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export default RippleDialog;
