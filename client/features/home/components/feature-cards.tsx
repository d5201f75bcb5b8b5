import { HandHeart, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

function Card({
  icon,
  title,
  children,
  to,
  cta,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  to: string;
  cta: string;
}) {
  return (
    <article className="flex min-w-0 flex-col rounded-3xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-7 transition-shadow hover:shadow-md">
      <div className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand">{icon}</div>
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mt-3 flex-1 text-neutral-700">{children}</p>
      <Link
        to={to}
        className={cn(buttonVariants({ size: 'lg' }), 'mt-6 max-w-full self-start text-center whitespace-normal')}
      >
        {cta}
      </Link>
    </article>
  );
}

/** The two cards: Kindness Challenges, and Kindness Connections (which asks guests to get started first). */
export function FeatureCards({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-label="Ways to take part" className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
      <Card
        icon={<Sparkles aria-hidden className="size-6" />}
        title="Kindness Challenges"
        to={paths.challenges}
        cta="View Current Challenge"
      >
        Every few weeks a new challenge invites you to do something kind in your own way. Complete it before the clock
        runs out, share your story and earn points for rewards.
      </Card>
      <Card
        icon={<HandHeart aria-hidden className="size-6" />}
        title="Kindness Connections"
        to={signedIn ? paths.connections : paths.auth()}
        cta={signedIn ? 'Find Connections' : 'Get Started'}
      >
        Ask for a hand or offer one. Members help each other with encouragement, mentoring, language practice and more,
        in safe one-to-one chats.
      </Card>
    </section>
  );
}
