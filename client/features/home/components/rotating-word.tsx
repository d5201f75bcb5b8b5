import { useEffect, useState, useSyncExternalStore } from 'react';
import { ROTATING_WORD_FADE_MS, ROTATING_WORD_MS } from '@/config/ui-timings';

/** The hero's words, in the spec's order. */
export const ROTATING_WORDS = [
  'Connections',
  'Community',
  'Support',
  'Friendship',
  'Belonging',
  'Encouragement',
] as const;

const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';

function motionQuery() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCE_MOTION)
    : null;
}

function subscribeToMotionPreference(onChange: () => void) {
  const query = motionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the visitor asks for less motion, following the setting when it changes while the page is open. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

/** The hero's changing word: every 2.5 s with a 300 ms fade; still for people who ask for less motion. */
export function RotatingWord() {
  const reduceMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (reduceMotion) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        fade = undefined;
        setIndex((i) => (i + 1) % ROTATING_WORDS.length);
        setVisible(true);
      }, ROTATING_WORD_FADE_MS);
    }, ROTATING_WORD_MS);
    return () => {
      clearInterval(timer);
      // Stopped mid-fade (reduced motion switched on): the current word comes back rather than stay faded out.
      if (fade !== undefined) {
        clearTimeout(fade);
        setVisible(true);
      }
    };
  }, [reduceMotion]);

  return (
    <span
      aria-hidden
      data-testid="rotating-word"
      className="inline-block text-brand transition-opacity ease-in-out"
      style={{ opacity: visible ? 1 : 0, transitionDuration: `${ROTATING_WORD_FADE_MS}ms` }}
    >
      {ROTATING_WORDS[index]}
    </span>
  );
}
