import type { ReactNode } from 'react';
import { ROTATING_WORDS, RotatingWord } from './rotating-word';

/**
 * The home hero: 'Where Kindness Creates' and the rotating word; `action` is the ripple button, `notice` a message
 * shown above the heading (such as the answer to a mail link).
 */
export function Hero({ action, notice }: { action?: ReactNode; notice?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full border-[28px] border-brand/5"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -top-20 left-1/2 size-[22rem] -translate-x-1/2 rounded-full border-[20px] border-brand/5"
      />
      <div className="relative mx-auto max-w-4xl px-4 pt-16 pb-14 text-center sm:pt-24 sm:pb-20">
        {notice ? <div className="-mt-8 mb-10 text-left sm:-mt-12 sm:mb-12 empty:hidden">{notice}</div> : null}
        <p className="mb-4 text-sm font-semibold tracking-widest text-brand-dark uppercase">
          Spreading kindness globally
        </p>
        <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-neutral-900 sm:text-6xl">
          <span className="sr-only">Where Kindness Creates {ROTATING_WORDS.join(', ')}</span>
          <span aria-hidden>
            Where Kindness Creates
            <br />
            <RotatingWord />
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-neutral-700">
          Send a kind note that travels from person to person, take on a kindness challenge, or find someone who will
          listen. Small acts, big ripples.
        </p>
        {action ? <div className="mt-8 flex justify-center">{action}</div> : null}
      </div>
    </section>
  );
}
