import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROTATING_WORD_FADE_MS, ROTATING_WORD_MS } from '@/config/ui-timings';
import { RotatingWord } from './rotating-word';

/** A prefers-reduced-motion query whose answer the test can change, as the OS setting would. */
function mockReducedMotion(initial: boolean) {
  let reduce = initial;
  const listeners = new Set<(e: { matches: boolean }) => void>();
  vi.stubGlobal('matchMedia', (q: string) => ({
    get matches() {
      return reduce && q.includes('reduce');
    },
    media: q,
    addEventListener: (_type: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_type: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
  }));
  return {
    listeners,
    set(next: boolean) {
      reduce = next;
      act(() => listeners.forEach((l) => l({ matches: next })));
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RotatingWord', () => {
  it('fades out and shows the next word every 2.5 s, in the spec order, wrapping around', () => {
    mockReducedMotion(false);
    render(<RotatingWord />);
    const word = screen.getByTestId('rotating-word');
    expect(word.textContent).toBe('Connections');
    act(() => vi.advanceTimersByTime(ROTATING_WORD_MS));
    expect(word.style.opacity).toBe('0');
    act(() => vi.advanceTimersByTime(ROTATING_WORD_FADE_MS));
    expect(word.textContent).toBe('Community');
    expect(word.style.opacity).toBe('1');
    for (const next of ['Support', 'Friendship', 'Belonging', 'Encouragement', 'Connections']) {
      act(() => vi.advanceTimersByTime(ROTATING_WORD_MS));
      expect(word.textContent).toBe(next);
    }
  });

  it('stays on the first word when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<RotatingWord />);
    act(() => vi.advanceTimersByTime(ROTATING_WORD_MS * 3));
    expect(screen.getByTestId('rotating-word').textContent).toBe('Connections');
  });

  it('stops when reduced motion is switched on while the page is open, and starts again when it is switched off', () => {
    const motion = mockReducedMotion(false);
    render(<RotatingWord />);
    const word = screen.getByTestId('rotating-word');
    act(() => vi.advanceTimersByTime(ROTATING_WORD_MS));
    // Switched on in the middle of a fade: the word comes back and stays.
    motion.set(true);
    expect(word.style.opacity).toBe('1');
    act(() => vi.advanceTimersByTime(ROTATING_WORD_MS * 3));
    expect(word.textContent).toBe('Connections');
    expect(word.style.opacity).toBe('1');

    motion.set(false);
    act(() => vi.advanceTimersByTime(ROTATING_WORD_MS + ROTATING_WORD_FADE_MS));
    expect(word.textContent).toBe('Community');
  });

  it('stops listening to the setting when it leaves the page', () => {
    const motion = mockReducedMotion(false);
    const { unmount } = render(<RotatingWord />);
    expect(motion.listeners.size).toBeGreaterThan(0);
    unmount();
    expect(motion.listeners.size).toBe(0);
  });
});
