import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeading, Prose } from './prose';

type Step = { title: string; body: ReactNode };

function StepList({ steps, label }: { steps: Step[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-6! list-none! space-y-4! pl-0!">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-2xl border border-neutral-200 bg-white p-4 pl-4! shadow-sm sm:p-5 sm:pl-5!"
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-dark text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <h3 className="mt-1! mb-1! text-base! font-semibold text-neutral-900">{step.title}</h3>
            <div className="leading-7 text-neutral-700 [&_p]:mt-0!">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Section({
  number,
  id,
  title,
  intro,
  steps,
}: {
  number: number;
  id: string;
  title: string;
  intro: ReactNode;
  steps: Step[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-base font-bold tracking-widest text-brand-dark uppercase">Part {number}</span>
        <span>{title}</span>
      </h2>
      <p>{intro}</p>
      <StepList steps={steps} label={`${title} steps`} />
    </section>
  );
}

const rippleSteps: Step[] = [
  {
    title: 'Start a ripple from the home page',
    body: (
      <p>
        Write a short kindness note to someone: a thank-you, an encouragement, a memory you treasure. You do not need an
        account. Keep it personal, but leave out private details like addresses or phone numbers, because anyone with
        the link can read it.
      </p>
    ),
  },
  {
    title: 'Share the link',
    body: (
      <p>
        Each note gets its own link. Send it by message, e-mail, social media or even write it on a card. However it
        travels, the link is how your kindness reaches them.
      </p>
    ),
  },
  {
    title: 'Recipients say thanks and pass it on',
    body: (
      <p>
        When someone opens your note, they can thank you and then write a new note of their own for someone else. Every
        new note adds a branch to the ripple.
      </p>
    ),
  },
  {
    title: 'Follow the tree',
    body: (
      <p>
        The ripple&apos;s summary page shows the whole tree of notes as it grows, and the map shows the towns and cities
        it has reached. Locations are approximate and never more precise than a city.
      </p>
    ),
  },
  {
    title: 'Get updates if you like',
    body: (
      <p>
        Leave your e-mail address to hear when your ripple spreads. We send a confirmation e-mail first, nothing arrives
        until you confirm, and every update has a one-click unsubscribe link.
      </p>
    ),
  },
];

const challengeSteps: Step[] = [
  {
    title: 'Pick a challenge',
    body: (
      <p>
        New challenges arrive every few weeks. Each one describes a kind act and has a time window with a clear start
        and end date.
      </p>
    ),
  },
  {
    title: 'Complete it within the time window',
    body: <p>Do the kind act, then mark the challenge as complete before the window closes to earn its base points.</p>,
  },
  {
    title: 'Share your story for bonus points',
    body: (
      <p>
        Tell the community what you did and earn a <strong>+25 point bonus</strong>. Stories are checked by our
        moderators before they appear. Once published, every like on your story earns you <strong>+1 point</strong>.
      </p>
    ),
  },
  {
    title: 'Spend your points on rewards',
    body: (
      <p>
        Visit the rewards page to exchange your points. You can claim each reward once per day, so there is always
        something to look forward to tomorrow.
      </p>
    ),
  },
];

const connectionSteps: Step[] = [
  {
    title: 'Create your profile',
    body: (
      <p>
        Sign up and add a display name and, if you like, an avatar and a few words about yourself. Your profile is how
        other members get to know you.
      </p>
    ),
  },
  {
    title: 'Ask for help or offer help',
    body: (
      <p>
        Post a help request describing what you need, such as advice, a listening ear or a practical skill, or browse
        open requests and offer to help someone else.
      </p>
    ),
  },
  {
    title: 'Chat one to one inside KindRipple',
    body: (
      <p>
        Once you are matched, you talk in a private chat on the site. For your safety,{' '}
        <strong>never share contact details</strong> such as your phone number, address or social accounts, and{' '}
        <strong>never send or ask for money</strong>.
      </p>
    ),
  },
  {
    title: 'Leave a review',
    body: (
      <p>
        When the help is complete, you and the other person review each other. Honest, kind reviews help the whole
        community know who they are talking to.
      </p>
    ),
  },
  {
    title: 'Block and report if something feels wrong',
    body: (
      <p>
        You can block anyone at any time, and report messages or behaviour that breaks our community rules. Our team
        reviews every report.
      </p>
    ),
  },
];

/** How It Works (/how-it-works): the steps of Ripples, Challenges and Connections. */
export function HowItWorksContent() {
  return (
    <Prose>
      <PageHeading
        title="How It Works"
        lead="KindRipple has three parts. Use one, two or all three: every kind act counts."
      />

      <Section
        number={1}
        id="ripples"
        title="Ripples of Kindness"
        intro="Send a kindness note, then watch it spread from person to person."
        steps={rippleSteps}
      />

      <Section
        number={2}
        id="challenges"
        title="Kindness Challenges"
        intro="Take part in timed challenges, share what you did and earn points for rewards."
        steps={challengeSteps}
      />

      <Section
        number={3}
        id="connections"
        title="Kindness Connections"
        intro="Peer support between members: ask for a hand or lend one."
        steps={connectionSteps}
      />

      <h2>Still have questions?</h2>
      <p>
        Our <Link to={paths.faq}>frequently asked questions</Link> cover points, safety, accounts and more. If you
        cannot find your answer there, you can <Link to={paths.contact}>contact us</Link>.
      </p>
    </Prose>
  );
}
