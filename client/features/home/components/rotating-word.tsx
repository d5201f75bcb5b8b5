import { useEffect, useState } from 'react';

export const ROTATING_WORDS = ['Connections', 'Community', 'Support', 'Friendship', 'Belonging', 'Encouragement'] as const;
export const ROTATE_MS = 2500;
export const FADE_MS = 300;

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The hero's changing word: every 2.5 s with a 300 ms fade; still (the first word) for people who ask for less motion. */
export function RotatingWord() {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (prefersReducedMotion()) return;
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
  }, []);

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
