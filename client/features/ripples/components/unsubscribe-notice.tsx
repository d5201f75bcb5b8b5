import { MailCheck, MailQuestionMark } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';

export const UNSUBSCRIBED_TEXT = 'You are unsubscribed. We will not e-mail you about this ripple again.';
/**
 * An unsubscribe link the server does not know. A subscription keeps its link for good, so such a link was cut short
 * or mistyped; the person may still be subscribed, so say how to stop the mail rather than promising it stopped.
 */
export const UNSUBSCRIBE_LINK_UNKNOWN_TEXT =
  'This unsubscribe link doesn’t work: it may have been cut short when it was copied. To stop updates about a ripple, please click the unsubscribe link in one of our mails about it.';

/**
 * Where an unsubscribe link from a mail lands: ?unsubscribed=1 on the ripple's summary (it worked), ?unsubscribed=0
 * on the home page (the server did not know the link; server/modules/ripples/ripples.routes.ts).
 */
export function UnsubscribeNotice({ className }: { className?: string }) {
  const [params] = useSearchParams();
  const unsubscribed = params.get('unsubscribed');
  if (unsubscribed !== '1' && unsubscribed !== '0') return null;
  return (
    <p
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-2xl border border-neutral-200 bg-white p-4 text-neutral-800',
        className,
      )}
    >
      {unsubscribed === '1' ? (
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-dark" />
      ) : (
        <MailQuestionMark aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-dark" />
      )}
      <span>{unsubscribed === '1' ? UNSUBSCRIBED_TEXT : UNSUBSCRIBE_LINK_UNKNOWN_TEXT}</span>
    </p>
  );
}
