import { CircleCheck, LinkIcon, MailCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { emailConfirmationMessages } from '@common/schemas/account';
import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { CONNECTION_HINT, LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useConfirmEmail } from '../api/confirm-email';
import { ResendConfirmationButton } from './resend-confirmation-button';

function ConfirmSeo() {
  return <Seo {...PAGES.confirmEmail} path={paths.confirmEmail} />;
}

/**
 * The card every state of the page is shown in. The heading of an answer (`result`) takes the focus, so a screen
 * reader hears it at once: the button that asked is gone.
 */
function Panel({
  icon,
  title,
  result = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  result?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result, title]);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <ConfirmSeo />
      <div className="mx-auto w-full max-w-md rounded-3xl border border-neutral-200 bg-white p-6 text-center shadow-lg sm:p-8">
        <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand">
          {icon}
        </span>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-neutral-900 outline-none">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}

/**
 * Where to go next, or how to get a new link: the signed-in member whose address still waits gets 'Send a New
 * Link'; anyone else goes on (home for a member, login for a guest, who can ask for a link after logging in).
 */
function NextStep({ newLink }: { newLink: boolean }) {
  const { data: user, isLoading } = useUser();
  if (isLoading) return null;
  if (newLink && user && !user.emailVerified) {
    return <ResendConfirmationButton label="Send a New Link" size="lg" className="mt-6" />;
  }
  return (
    <Button asChild size="lg" className="mt-6">
      {user ? (
        <Link to={paths.home}>Continue to KindRipple</Link>
      ) : (
        <Link to={paths.auth({ tab: 'login' })}>{newLink ? 'Log In to Get a New Link' : 'Log In'}</Link>
      )}
    </Button>
  );
}

/**
 * /confirm-email?token=… (the link in the confirmation mail). Opening the page confirms nothing by itself: the
 * person presses the button, so a mail scanner that opens links cannot confirm an address for them (decision 018).
 */
export function ConfirmEmailView() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmail();

  if (!token) {
    return (
      <Panel icon={<LinkIcon aria-hidden />} title="Invalid Confirmation Link">
        <p className="mt-2 text-neutral-700">{emailConfirmationMessages.tokenRequired}</p>
        <NextStep newLink />
      </Panel>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Panel icon={<CircleCheck aria-hidden />} title="E-mail Address Confirmed" result>
        <p className="mt-2 text-neutral-700">{confirm.data.message}</p>
        <NextStep newLink={false} />
      </Panel>
    );
  }
  const refused = confirm.error instanceof ApiError && confirm.error.status === 400 ? confirm.error : null;
  if (refused?.message === emailConfirmationMessages.used) {
    return (
      <Panel icon={<CircleCheck aria-hidden />} title="Already Confirmed" result>
        <p className="mt-2 text-neutral-700">{refused.message}</p>
        <NextStep newLink={false} />
      </Panel>
    );
  }
  if (refused) {
    return (
      <Panel icon={<LinkIcon aria-hidden />} title="This Link Does Not Work" result>
        <p className="mt-2 text-neutral-700">{refused.message}</p>
        <NextStep newLink />
      </Panel>
    );
  }
  if (confirm.isError) {
    // Not the link's fault (no connection, server trouble, too many tries): it may well still work.
    const text =
      confirm.error instanceof ApiError && confirm.error.status < 500 ? confirm.error.message : CONNECTION_HINT;
    return (
      <>
        <ConfirmSeo />
        <LoadFailed
          title="We could not confirm your address just now"
          text={`Your link may still work. ${text}`}
          onRetry={() => confirm.mutate({ token })}
          retrying={confirm.isPending}
        />
      </>
    );
  }
  return (
    <Panel icon={<MailCheck aria-hidden />} title="Confirm Your E-mail Address">
      <p className="mt-2 text-neutral-700">
        One click and you are done: this shows the address is yours, so we can write to you (a password reset link, for
        example).
      </p>
      <form
        className="mt-6"
        onSubmit={(e) => {
          e.preventDefault();
          confirm.mutate({ token });
        }}
      >
        <Button type="submit" size="lg" pending={confirm.isPending}>
          {confirm.isPending ? 'Confirming…' : 'Confirm My E-mail Address'}
        </Button>
      </form>
    </Panel>
  );
}
