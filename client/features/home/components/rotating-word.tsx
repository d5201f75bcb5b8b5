import { useEffect, useState, useSyncExternalStore } from 'react';

/** The hero's words, in the spec's order. */
export const ROTATING_WORDS = ['Connections', 'Community', 'Support', 'Friendship', 'Belonging', 'Encouragement'] as const;
/** Time each word stays before the next one fades in. */
export const ROTATE_MS = 2500;
/** Length of the fade between two words. */
export const FADE_MS = 300;

const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';

function motionQuery() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCE_MOTION) : null;
}

function subscribeToMotionPreference(onChange: () => void) {
  const query = motionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the visitor asks for less motion, following the setting when it changes while the page is open. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(subscribeToMotionPreference, () => motionQuery()?.matches ?? false, () => false);
}

/** The hero's changing word: every 2.5 s with a 300 ms fade; still for people who ask for less motion. */
export function RotatingWord() {
  const reduceMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (reduceMotion) {
      // Switched on mid-fade: show the current word rather than leave it faded out.
      setVisible(true);
      return;
    }
    let fade: ReturnType<typeof setTimeout>;
    const timer = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % ROTATING_WORDS.length);
        setVisible(true);
      }, FADE_MS);
    }, ROTATE_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
    };
  }, [reduceMotion]);

  return (
    <span
      aria-hidden
      data-testid="rotating-word"
      className="inline-block text-brand transition-opacity ease-in-out"
      style={{ opacity: visible ? 1 : 0, transitionDuration: `${FADE_MS}ms` }}
    >
      {ROTATING_WORDS[index]}
    </span>
  );
}
