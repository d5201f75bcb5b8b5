import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { RIPPLE_ALTERNATIVES, RIPPLE_FOCUS_DELAY_MS, RIPPLE_MESSAGE_MAX, RIPPLE_SENDER_NAME_MAX } from '@common/constants';
import { DEFAULT_RIPPLE_THEME, pickTemplates, RIPPLE_THEMES, withGreeting, type RippleThemeKey } from '@common/ripple-themes';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { localStore } from '@/lib/local-store';
import { createRipple } from '../api/create-ripple';
import { passRipple, refreshAfterPass } from '../api/pass-ripple';
import { lengthHint } from '../lib/share';
import { inputClass, labelClass } from './field-styles';
import { RippleShareStep } from './ripple-share-step';
import { ThemeScroller } from './theme-scroller';

export const SENDER_NAME_KEY = 'ripple_sender_name';

export type RippleDialogMode = { kind: 'create' } | { kind: 'pass'; code: string; seedCode: string };

interface Shared {
  nodeUrl: string;
  shareText: string;
  pageUrl: string;
}

interface Draft {
  theme: RippleThemeKey;
  message: string;
  recipient: string;
  followEmail: string;
}

const TEMPLATES = new Set<string>(RIPPLE_THEMES.flatMap((t) => [...t.templates]));
/**
 * Notes a person wrote themselves and closed without sending (a stray click on the backdrop, Escape), per
 * dialog purpose, for as long as the page is open: reopening brings their words back instead of a new template.
 */
const drafts = new Map<string, Draft>();
const draftKey = (mode: RippleDialogMode) => (mode.kind === 'create' ? 'create' : `pass:${mode.code}`);

/**
 * The two-step ripple dialog (part 1 'Ripple modal' and §4): compose a note from a theme's templates, then
 * share the link. The home page uses it to start a ripple, the note page to pass one on.
 */
export function RippleDialog({ open, onOpenChange, mode }: { open: boolean; onOpenChange: (open: boolean) => void; mode: RippleDialogMode }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [theme, setTheme] = useState<RippleThemeKey>(DEFAULT_RIPPLE_THEME);
  const [message, setMessage] = useState('');
  const [alternatives, setAlternatives] = useState<string[]>([]);
  const [senderName, setSenderName] = useState('');
  const [recipient, setRecipient] = useState('');
  const [followEmail, setFollowEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [shared, setShared] = useState<Shared | null>(null);

  const choose = (key: RippleThemeKey) => {
    const picked = pickTemplates(key, RIPPLE_ALTERNATIVES);
    setTheme(key);
    setMessage(picked.message);
    setAlternatives(picked.alternatives);
  };

  // Opening: a random template of the current theme (or the person's unsent draft), 3 alternatives, step 1, the
  // remembered name, focus after 100 ms.
  useEffect(() => {
    if (!open) return;
    const draft = drafts.get(draftKey(mode));
    if (draft) {
      drafts.delete(draftKey(mode));
      choose(draft.theme);
      setMessage(draft.message);
      setRecipient(draft.recipient);
      setFollowEmail(draft.followEmail);
    } else {
      choose(theme);
    }
    setStep(1);
    setSenderName(localStore.get(SENDER_NAME_KEY) ?? '');
    // A quick person may already be typing in another field by then: never pull the caret away from them.
    const t = setTimeout(() => {
      const active = document.activeElement;
      if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
      messageRef.current?.focus();
    }, RIPPLE_FOCUS_DELAY_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Moving between the steps keeps the keyboard focus inside the dialog (the button that was pressed disappears).
  const stepRef = useRef(step);
  const shareRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stepRef.current === step) return;
    stepRef.current = step;
    if (step === 1) messageRef.current?.focus();
    else shareRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [step]);

  const reset = () => {
    setStep(1);
    setTheme(DEFAULT_RIPPLE_THEME);
    setMessage('');
    setAlternatives([]);
    setRecipient('');
    setFollowEmail('');
    setShared(null);
    setPending(false);
  };
  const close = () => {
    const own = message.trim();
    if (step === 1 && own && !TEMPLATES.has(own)) drafts.set(draftKey(mode), { theme, message, recipient, followEmail });
    onOpenChange(false);
    reset();
  };

  const finalMessage = withGreeting(message.trim(), recipient);
  const length = finalMessage.length;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!message.trim()) {
      toast({ title: 'Message required', description: 'Please enter a message to share', variant: 'destructive' });
      return;
    }
    setPending(true);
    const name = senderName.trim();
    try {
      if (mode.kind === 'create') {
        const res = await createRipple({ message: finalMessage, senderName: name || undefined, shareChannel: 'copy', subscribeEmail: followEmail.trim() || undefined });
        setShared({ nodeUrl: res.nodeUrl, shareText: res.shareText, pageUrl: res.summaryUrl });
      } else {
        const res = await passRipple(mode.code, { message: finalMessage, senderName: name || undefined, shareChannel: 'copy' });
        setShared({ nodeUrl: res.nodeUrl, shareText: res.shareText, pageUrl: paths.ripple(mode.seedCode) });
        void refreshAfterPass(queryClient, { code: mode.code, seedCode: mode.seedCode });
      }
      // Remember the name as sent: a name the person cleared is forgotten, not brought back next time.
      if (name) localStore.set(SENDER_NAME_KEY, name);
      else localStore.remove(SENDER_NAME_KEY);
      setStep(2);
    } catch (err) {
      const failed = mode.kind === 'create' ? 'Failed to create ripple' : 'Failed to pass ripple';
      toast({ title: failed, description: errorMessage(err, 'Please try again'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const title = step === 1 ? (mode.kind === 'create' ? 'Start a Ripple' : 'Pass It On') : 'Share Your Ripple';
  const description =
    step === 1
      ? mode.kind === 'create'
        ? 'Write a kind note, get a link, and watch your kindness travel from person to person.'
        : 'Write your own kind note for the next person. It joins the same ripple, one step further.'
      : 'Send your link to someone. When they pass it on, your ripple grows.';
  const over = length > RIPPLE_MESSAGE_MAX;

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-2xl" onOpenAutoFocus={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {step === 1 ? (
          <form id={`${ids}-form`} onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <ThemeScroller value={theme} onChange={choose} />
            <div>
              <label htmlFor={`${ids}-message`} className={labelClass}>
                Your message
              </label>
              <textarea
                id={`${ids}-message`}
                ref={messageRef}
                rows={4}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                aria-describedby={`${ids}-counter`}
                aria-invalid={over || undefined}
                className={cn(inputClass, 'resize-y')}
              />
              <div id={`${ids}-counter`} className="mt-1 flex justify-between gap-3 text-xs">
                <span className={over ? 'font-semibold text-red-700' : 'text-neutral-600'}>{over ? `Please keep it to ${RIPPLE_MESSAGE_MAX} characters` : lengthHint(length)}</span>
                <span className={over ? 'font-semibold text-red-700' : 'text-neutral-600'} aria-label={`${length} of ${RIPPLE_MESSAGE_MAX} characters`}>
                  {length}/{RIPPLE_MESSAGE_MAX}
                </span>
              </div>
              {recipient.trim() && finalMessage !== message.trim() ? (
                <p className="mt-1 text-xs text-neutral-600">
                  Sent as: <q>{finalMessage}</q>
                </p>
              ) : null}
            </div>
            {alternatives.length ? (
              <fieldset>
                <legend className={labelClass}>Or try one of these</legend>
                <ul className="grid gap-2">
                  {alternatives.map((alt) => (
                    <li key={alt}>
                      <button type="button" onClick={() => setMessage(alt)} className="w-full rounded-xl border border-neutral-200 bg-neutral-50 px-3 py-2 text-left text-sm text-neutral-800 hover:border-brand-200 hover:bg-brand-50">
                        {alt}
                      </button>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={`${ids}-sender`} className={labelClass}>
                  Your name (optional)
                </label>
                <input id={`${ids}-sender`} value={senderName} maxLength={RIPPLE_SENDER_NAME_MAX} onChange={(e) => setSenderName(e.target.value)} autoComplete="given-name" className={inputClass} />
              </div>
              <div>
                <label htmlFor={`${ids}-recipient`} className={labelClass}>
                  Recipient’s first name (optional)
                </label>
                <input id={`${ids}-recipient`} value={recipient} maxLength={40} onChange={(e) => setRecipient(e.target.value)} autoComplete="off" className={inputClass} />
              </div>
            </div>
            {mode.kind === 'create' ? (
              <div>
                <label htmlFor={`${ids}-follow`} className={labelClass}>
                  Your e-mail, to hear when it spreads (optional)
                </label>
                <input id={`${ids}-follow`} type="email" value={followEmail} onChange={(e) => setFollowEmail(e.target.value)} autoComplete="email" className={inputClass} aria-describedby={`${ids}-follow-hint`} />
                <p id={`${ids}-follow-hint`} className="mt-1 text-xs text-neutral-600">
                  At most one mail a day, only when your ripple reaches new people. Every mail has an unsubscribe link.
                </p>
              </div>
            ) : null}
          </form>
        ) : shared ? (
          <div ref={shareRef}>
            <RippleShareStep {...shared} />
          </div>
        ) : null}
        <DialogFooter>
          {step === 1 ? (
            // Keys keep React from turning the pressed Back button into this submit button mid-click (which would submit again).
            <Button key="create" type="submit" form={`${ids}-form`} disabled={pending || message.length === 0 || over}>
              {pending ? 'Creating…' : 'Create Ripple Link'}
            </Button>
          ) : (
            <>
              <Button key="back" variant="outline" onClick={() => setStep(1)}>
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
