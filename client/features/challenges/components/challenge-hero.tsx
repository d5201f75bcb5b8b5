import { useQueryClient } from '@tanstack/react-query';
import { Award, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Challenge } from '@common/schemas/challenges';
import { ChallengeImage } from './challenge-image';
import { CompletionFlow } from './completion-flow';
import { Countdown } from './countdown';
import { plural } from '@common/plural';

/** The current challenge: title, summary, live countdown, points and completions, then the completion flow. */
export function ChallengeHero({
  challenge,
  alreadyCompleted,
  storyShared,
  storyStep,
}: {
  challenge: Challenge;
  alreadyCompleted: boolean;
  storyShared: boolean;
  storyStep: Parameters<typeof CompletionFlow>[0]['storyStep'];
}) {
  const queryClient = useQueryClient();
  // When time runs out the server decides what is current now.
  const onEnd = () => void queryClient.invalidateQueries({ queryKey: ['/api/challenges/current'] });
  return (
    <section
      aria-labelledby="current-challenge-title"
      className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand to-brand-dark text-white shadow-lg"
    >
      <div className="grid grid-cols-1 gap-6 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">Current Challenge</p>
          <h2 id="current-challenge-title" className="mt-1 text-3xl font-extrabold break-words sm:text-4xl">
            {challenge.title}
          </h2>
          <p className="mt-3 text-lg break-words whitespace-pre-line opacity-95">{challenge.summary}</p>
          <ul className="mt-5 flex flex-wrap gap-3 text-sm font-semibold">
            <Stat icon={<Award aria-hidden className="size-4" />}>{challenge.basePoints} points</Stat>
            <Stat icon={<Award aria-hidden className="size-4" />}>+{challenge.bonusPoints} for your story</Stat>
            <Stat icon={<Users aria-hidden className="size-4" />}>
              {plural(challenge.completedCount, 'member has', 'members have')} completed it
            </Stat>
          </ul>
          <div className="mt-6">
            <p className="mb-2 text-sm font-semibold">Time left</p>
            <Countdown end={challenge.endDate} onEnd={onEnd} />
          </div>
          {challenge.image ? (
            <ChallengeImage src={challenge.image} className="mt-6 hidden h-48 w-full rounded-2xl lg:block" />
          ) : null}
        </div>
        <CompletionFlow
          key={challenge.id}
          challenge={challenge}
          alreadyCompleted={alreadyCompleted}
          storyShared={storyShared}
          storyStep={storyStep}
        />
      </div>
    </section>
  );
}

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5">
      {icon}
      {children}
    </li>
  );
}
