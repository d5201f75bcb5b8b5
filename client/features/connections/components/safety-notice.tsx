import { LifeBuoy, ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { HELPLINE_URL } from '../lib/constants';

/**
 * The safety layer's notice: Connections is peer support, not a crisis or emergency service, with where to find
 * help now. Shown on the Connections page and in every chat.
 */
export function SafetyNotice({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <aside
      aria-label="Safety"
      className={cn('flex gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950', className)}
    >
      <LifeBuoy aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-700" />
      <p>
        {compact ? null : <strong className="font-semibold">Kind people, not a crisis service. </strong>}
        Kindness Connections is peer support, not a crisis or emergency service. If you or someone else is in danger,
        call your local emergency number now (such as 911, 999 or 112). To talk to someone trained, find a free helpline
        at{' '}
        <a href={HELPLINE_URL} target="_blank" rel="noreferrer" className="font-semibold underline">
          findahelpline.com
        </a>
        .
      </p>
    </aside>
  );
}

/** The spec's reminder not to share contact details or send money. */
export function ShareReminder({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950',
        className,
      )}
    >
      <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <span>
        Stay safe: don’t share contact details (phone, e-mail, address, social media) and never send or ask for money.
      </span>
    </p>
  );
}
