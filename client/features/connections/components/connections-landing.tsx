import { HandHeart, MessagesSquare, ShieldCheck, Sparkles, UserRoundCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SafetyNotice } from './safety-notice';

const STEPS = [
  {
    icon: UserRoundCheck,
    title: 'Make a help profile',
    text: 'Tell others what you enjoy, which languages you speak and how you like to help.',
  },
  {
    icon: HandHeart,
    title: 'Ask or offer',
    text: 'Post a request when you could use support, or offer kindness on someone else’s.',
  },
  {
    icon: MessagesSquare,
    title: 'Talk one to one',
    text: 'When someone offers help, a private chat opens. Finish with a thank-you and a review.',
  },
];

const SAFETY = [
  'Teens (13-17) and adults (18+) have separate spaces: they never see or message each other.',
  'Phone numbers, e-mail addresses and social media handles are kept out of chats until trust is built.',
  'You can block or report anyone at any moment. Blocking stops all contact straight away.',
  'Your date of birth is never shown to anyone, and neither is your e-mail address.',
];

/** What a guest sees at /kindness-connections: what Connections is, how it keeps people safe, and how to join. */
export function ConnectionsLanding() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <section className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-dark">
          <Sparkles aria-hidden className="size-4" /> Peer support, free for everyone 13 and over
        </p>
        <h1 className="mt-4 text-4xl font-extrabold text-neutral-900 sm:text-5xl">Kindness Connections</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-neutral-700">
          Sometimes a kind word, a practice partner or a bit of advice makes all the difference. Ask for a little help,
          or offer yours to someone who needs it.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={paths.auth({ tab: 'register', redirect: paths.kindnessConnections })}>Join for free</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.auth({ tab: 'login', redirect: paths.kindnessConnections })}>Log in</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="mt-14">
        <h2 id="how-heading" className="text-center text-2xl font-bold text-neutral-900">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden className="size-8 text-brand" />
              <h3 className="mt-3 font-bold text-neutral-900">
                {i + 1}. {title}
              </h3>
              <p className="mt-1 text-sm text-neutral-700">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="safety-heading" className="mt-14 rounded-2xl bg-neutral-50 p-6 sm:p-8">
        <h2 id="safety-heading" className="flex items-center gap-2 text-2xl font-bold text-neutral-900">
          <ShieldCheck aria-hidden className="size-7 text-brand" /> How we keep it safe
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {SAFETY.map((line) => (
            <li key={line} className="rounded-xl bg-white p-4 text-sm text-neutral-800 shadow-sm">
              {line}
            </li>
          ))}
        </ul>
        <SafetyNotice className="mt-6" />
      </section>
    </div>
  );
}
