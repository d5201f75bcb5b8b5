import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** What a guest sees instead of the challenge: why to join, and the way in. */
export function GuestPrompt({ redirect }: { redirect?: string }) {
  return (
    <section
      aria-labelledby="guest-prompt-title"
      className="rounded-3xl bg-gradient-to-br from-brand to-brand-dark p-6 text-white shadow-lg sm:p-10"
    >
      <h2 id="guest-prompt-title" className="text-2xl font-extrabold sm:text-3xl">
        Sign in to take on the current challenge
      </h2>
      <p className="mt-3 max-w-2xl text-lg opacity-95">
        Every few weeks there is a new kindness challenge. Log in or join for free to complete it, earn points, share
        your story and claim rewards.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild size="lg" variant="outline" className="border-white">
          <Link to={paths.auth({ tab: 'login', redirect })}>
            <LogIn aria-hidden /> Log In
          </Link>
        </Button>
        <Button asChild size="lg" variant="subtle">
          <Link to={paths.auth({ tab: 'register', redirect })}>
            <UserPlus aria-hidden /> Join for Free
          </Link>
        </Button>
      </div>
    </section>
  );
}
