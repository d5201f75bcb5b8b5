import { Copy, ExternalLink, KeyRound, Mail } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { COPIED_TOAST_MS } from '@/config/ui-timings';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { ShareLinks } from './share-links';

type Copyable = 'link' | 'message' | 'owner';

const COPIED_TITLES: Record<Copyable, string> = {
  link: 'Copied link!',
  message: 'Copied message + link!',
  owner: 'Copied your private owner link!',
};

/**
 * Step 2: the link is ready; copy it, send it by WhatsApp or e-mail, or open the ripple's page. The creator also
 * gets their private owner link (`ownerUrl`), explained where it is given. A creator who gave an address
 * (`confirmEmail`) is asked to confirm it from our mail: no update comes before that click (decision 028), and
 * the owner link is mailed to them once they have (decision 024).
 */
export function RippleShareStep({
  nodeUrl,
  shareText,
  pageUrl,
  ownerUrl,
  confirmEmail,
}: {
  nodeUrl: string;
  shareText: string;
  pageUrl: string;
  ownerUrl?: string;
  confirmEmail?: string;
}) {
  const [copied, setCopied] = useState<Copyable | null>(null);
  const ownerId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (what: Copyable) => {
    const ok = await copyText(what === 'link' ? nodeUrl : what === 'owner' ? (ownerUrl ?? '') : shareText);
    if (!ok) {
      toast({
        title: 'Copy failed',
        description: 'Please select the link and copy it by hand.',
        variant: 'destructive',
      });
      return;
    }
    setCopied(what);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_TOAST_MS);
    toast({
      title: COPIED_TITLES[what],
      description: 'Copied ✓',
      duration: COPIED_TOAST_MS,
    });
  };

  return (
    <div className="grid gap-4">
      <p className="text-neutral-700">
        Your ripple is ready. Send it to someone who could use a little kindness today.
      </p>
      {confirmEmail ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-3 text-sm text-neutral-800"
        >
          <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-dark" />
          <span>
            <strong>Check your inbox.</strong> We’ve sent a mail to{' '}
            <strong className="wrap-anywhere">{confirmEmail}</strong> so you can confirm it’s you. Once you click the
            link in it, we’ll let you know whenever your ripple reaches new people.
          </span>
        </p>
      ) : null}
      <label className="grid gap-1">
        <span className="text-sm font-semibold text-neutral-800">Your ripple link</span>
        <input
          readOnly
          value={nodeUrl}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-xl border border-neutral-300 bg-neutral-50 px-3 py-2 font-mono text-sm"
        />
      </label>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => copy('link')}>
          <Copy aria-hidden />
          {copied === 'link' ? 'Copied ✓' : 'Copy link'}
        </Button>
        <Button variant="outline" onClick={() => copy('message')}>
          <Copy aria-hidden />
          {copied === 'message' ? 'Copied ✓' : 'Copy message + link'}
        </Button>
        <ShareLinks text={shareText} subject="A note for you" />
      </div>
      {ownerUrl ? (
        <section
          aria-labelledby={`${ownerId}-title`}
          className="grid gap-2 rounded-2xl border border-neutral-200 bg-neutral-50 p-3"
        >
          <h3 id={`${ownerId}-title`} className="flex items-center gap-2 text-sm font-semibold text-neutral-900">
            <KeyRound aria-hidden className="size-4 text-brand-dark" />
            Your private link to manage this ripple
          </h3>
          <p className="text-sm text-neutral-700">
            Keep it: it is the only way back to your ripple’s owner view. Anyone with it can hide notes, so don’t share
            it: send the ripple link above instead.
            {confirmEmail ? ' Once you confirm your address, we’ll mail it to you too.' : null}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              readOnly
              aria-label="Your private owner link"
              value={ownerUrl}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-xl border border-neutral-300 bg-white px-3 py-2 font-mono text-sm"
            />
            <Button variant="outline" onClick={() => copy('owner')}>
              <Copy aria-hidden />
              {copied === 'owner' ? 'Copied ✓' : 'Copy owner link'}
            </Button>
          </div>
          <a
            href={ownerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-brand-dark underline-offset-4 hover:underline"
          >
            Open the owner view
            <ExternalLink aria-hidden className="size-4" />
          </a>
        </section>
      ) : (
        <a
          href={pageUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 justify-self-center text-sm font-semibold text-brand-dark underline-offset-4 hover:underline"
        >
          View your ripple page
          <ExternalLink aria-hidden className="size-4" />
        </a>
      )}
    </div>
  );
}
