import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RippleSummaryNode } from '@common/schemas/ripples';
import { JourneyMapFrame } from './journey-map-frame';

/** An IntersectionObserver the test moves: `enter()` says every watched element came near the viewport. */
function stubObserver() {
  const watched = new Set<{ cb: IntersectionObserverCallback; el: Element; self: IntersectionObserver }>();
  class Stub {
    constructor(private cb: IntersectionObserverCallback) {}
    observe(el: Element) {
      watched.add({ cb: this.cb, el, self: this as unknown as IntersectionObserver });
    }
    disconnect() {
      for (const w of watched) if (w.self === (this as unknown as IntersectionObserver)) watched.delete(w);
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    watching: () => watched.size,
    enter: () => {
      for (const w of [...watched])
        w.cb([{ isIntersecting: true, target: w.el } as unknown as IntersectionObserverEntry], w.self);
    },
  };
}

const node = (id: string, place?: [number, number], parentNodeId: string | null = null): RippleSummaryNode => ({
  id,
  parentNodeId,
  message: 'Thank you',
  viewCount: 1,
  thanksCount: 0,
  depth: parentNodeId ? 1 : 0,
  hidden: false,
  ...(place ? { latitude: place[0], longitude: place[1], city: 'Somewhere', country: 'GB' } : {}),
});

afterEach(() => vi.unstubAllGlobals());

describe('JourneyMapFrame', () => {
  it('loads and draws the map only once it comes near the viewport, keeping its place and caption meanwhile', async () => {
    const io = stubObserver();
    const nodes = [node('a', [51.4, -0.75]), node('b', [-23.5, -46.6], 'a')];
    render(<JourneyMapFrame nodes={nodes} />);
    const caption = document.querySelector('figcaption')!.textContent;
    expect(screen.getByTestId('journey-map-pending')).toHaveClass('aspect-[96/50]');
    expect(screen.queryByTestId('journey-map')).toBeNull();
    expect(io.watching()).toBe(1);

    act(() => io.enter());
    expect(await screen.findByTestId('journey-map', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('journey-map-pending')).toBeNull();
    expect(screen.getAllByTestId('journey-dot')).toHaveLength(2);
    expect(screen.getAllByTestId('journey-line')).toHaveLength(1);
    expect(document.querySelector('figcaption')!.textContent).toBe(caption);
    expect(io.watching()).toBe(0);
  });

  it('says the same plain words about an empty map before and after it loads', async () => {
    const io = stubObserver();
    render(<JourneyMapFrame nodes={[node('a')]} />);
    const before = document.querySelector('figcaption')!.textContent;
    expect(before).toContain('No places on the map yet.');
    act(() => io.enter());
    await screen.findByTestId('journey-map', {}, { timeout: 5000 });
    expect(document.querySelector('figcaption')!.textContent).toBe(before);
  });
});
