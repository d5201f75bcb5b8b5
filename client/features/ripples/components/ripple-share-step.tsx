import { Copy, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COPIED_TOAST_MS } from '@common/constants';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { ShareLinks } from './share-links';

/** Step 2: the link is ready; copy it, send it by WhatsApp or e-mail, or open the ripple's page. */
export function RippleShareStep({ nodeUrl, shareText, pageUrl }: { nodeUrl: string; shareText: string; pageUrl: string }) {
  const [copied, setCopied] = useState<'link' | 'message' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (what: 'link' | 'message') => {
    const ok = await copyText(what === 'link' ? nodeUrl : shareText);
    if (!ok) {
      toast({ title: 'Copy failed', description: 'Please select the link and copy it by hand.', variant: 'destructive' });
      return;
    }
    setCopied(what);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_TOAST_MS);
    toast({ title: what === 'link' ? 'Copied link!' : 'Copied message + link!', description: 'Copied ✓', duration: COPIED_TOAST_MS });
  };

  return (
    <div className="grid gap-4">
      <p className="text-neutral-700">Your ripple is ready. Send it to someone who could use a little kindness today.</p>
      <label className="grid gap-1">
        <span className="text-sm font-semibold text-neutral-800">Your ripple link</span>
        <input readOnly value={nodeUrl} onFocus={(e) => e.currentTarget.select()} className="w-full rounded-xl border border-neutral-300 bg-neutral-50 px-3 py-2 font-mono text-sm" />
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
      <a href={pageUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 justify-self-center text-sm font-semibold text-brand-dark underline-offset-4 hover:underline">
        View your ripple page
        <ExternalLink aria-hidden className="size-4" />
      </a>
    </div>
  );
}
