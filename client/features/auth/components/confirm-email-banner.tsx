import { MailCheck } from 'lucide-react';
import { useUser } from '@/lib/auth';
import { ResendConfirmationButton } from './resend-confirmation-button';

/**
 * For a signed-in member whose address is not confirmed yet: what to do, and 'Resend'. Nothing for guests and
 * confirmed members. The root layout shows it under the header on every page.
 */
export function ConfirmEmailBanner() {
  const { data: user } = useUser();
  if (!user || user.emailVerified) return null;
  return (
    <section aria-labelledby="confirm-email-banner-title" className="border-b border-brand-200 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex min-w-0 gap-3">
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-dark" />
          <div className="min-w-0">
            <h2 id="confirm-email-banner-title" className="font-semibold text-neutral-900">
              Please confirm your e-mail address
            </h2>
            <p className="text-sm text-neutral-700">
              We sent a link to <strong className="break-all">{user.username}</strong>. Until you open it, some parts of
              KindRipple stay closed and we send you no other e-mail.
            </p>
          </div>
        </div>
        <ResendConfirmationButton variant="outline" size="sm" className="self-start sm:self-center" />
      </div>
    </section>
  );
}
