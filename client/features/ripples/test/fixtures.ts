import type { RippleNote, RippleSummary } from '@common/schemas/ripples';

/** A one-note public ripple summary for component tests. */
export const summaryFixture = (seedCode: string, message: string): RippleSummary => ({
  seedCode,
  nodes: [
    { id: `${seedCode}-root`, parentNodeId: null, message, viewCount: 1, thanksCount: 0, depth: 0, hidden: false },
  ],
  peopleReached: 1,
  maxDepth: 0,
  nodeCount: 1,
  cities: [],
  status: 'active',
  truncated: false,
  isOwner: false,
});

/** A note one step down the ripple `seedCode`, not yet thanked by this visitor. */
export const noteFixture = (nodeCode: string, seedCode: string, message: string): RippleNote => ({
  nodeCode,
  message,
  senderName: 'Ana',
  depth: 1,
  city: null,
  country: null,
  viewCount: 1,
  thanksCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  thanked: false,
  chain: { peopleReached: 2, maxDepth: 1, cities: [], seedCode, status: 'active' },
  nodeUrl: `http://x/r/${nodeCode}`,
  shareText: 'share',
});
