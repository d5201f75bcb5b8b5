import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin` of it) at least once: a callback ref to put on
 * the element, and the answer. Used to load and draw what lies below the fold only when the person scrolls
 * towards it. Without IntersectionObserver the answer is yes at once.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [(el: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (el: T | null) => {
      if (!el || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin: margin },
      );
      observer.observe(el);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
