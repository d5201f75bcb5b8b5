import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FADE_MS, ROTATE_MS, RotatingWord } from './rotating-word';

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RotatingWord', () => {
  it('fades out and shows the next word every 2.5 s, in the spec order, wrapping around', () => {
    setReducedMotion(false);
    render(<RotatingWord />);
    const word = screen.getByTestId('rotating-word');
    expect(word.textContent).toBe('Connections');
    act(() => vi.advanceTimersByTime(ROTATE_MS));
    expect(word.style.opacity).toBe('0');
    act(() => vi.advanceTimersByTime(FADE_MS));
    expect(word.textContent).toBe('Community');
    expect(word.style.opacity).toBe('1');
    for (const next of ['Support', 'Friendship', 'Belonging', 'Encouragement', 'Connections']) {
      act(() => vi.advanceTimersByTime(ROTATE_MS));
      expect(word.textContent).toBe(next);
    }
  });

  it('stays on the first word when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    render(<RotatingWord />);
    act(() => vi.advanceTimersByTime(ROTATE_MS * 3));
    expect(screen.getByTestId('rotating-word').textContent).toBe('Connections');
  });
});
