import { describe, expect, it } from 'vitest';
import type { RippleSummaryNode } from '@common/schemas/ripples';
import { buildTree, lengthHint, parseDepthLimit, placeOf } from './share';

const node = (id: string, parentNodeId: string | null, depth: number): RippleSummaryNode => ({
  id,
  parentNodeId,
  depth,
  message: id,
  viewCount: 0,
  thanksCount: 0,
  hidden: false,
});

describe('buildTree', () => {
  it('hangs each note under the note it was passed on from, not under every note of the level above', () => {
    const root = buildTree([
      node('r', null, 0),
      node('a', 'r', 1),
      node('b', 'r', 1),
      node('a1', 'a', 2),
      node('b1', 'b', 2),
      node('b2', 'b', 2),
    ]);
    expect(root?.id).toBe('r');
    expect(root?.children.map((c) => c.id)).toEqual(['a', 'b']);
    expect(root?.children[0].children.map((c) => c.id)).toEqual(['a1']);
    expect(root?.children[1].children.map((c) => c.id)).toEqual(['b1', 'b2']);
  });

  it('answers null without a first note', () => {
    expect(buildTree([])).toBeNull();
  });
});

describe('small rules', () => {
  it('depth limit: 1-20, a non-number becomes 6', () => {
    expect(parseDepthLimit('3')).toBe(3);
    expect(parseDepthLimit('0')).toBe(1);
    expect(parseDepthLimit('99')).toBe(20);
    expect(parseDepthLimit('abc')).toBe(6);
    expect(parseDepthLimit('')).toBe(6);
  });

  it('length hints', () => {
    expect(lengthHint(79)).toBe('Aim for 80-140 chars for best sharing');
    expect(lengthHint(80)).toBe('Perfect length!');
    expect(lengthHint(140)).toBe('Perfect length!');
    expect(lengthHint(141)).toBe('Consider shortening for easier sharing');
  });

  it('place: city and country joined by a comma', () => {
    expect(placeOf({ city: 'Lagos', country: 'NG' })).toBe('Lagos, Nigeria');
    expect(placeOf({ city: null, country: 'US' })).toBe('United States');
    expect(placeOf({})).toBeNull();
  });
});
