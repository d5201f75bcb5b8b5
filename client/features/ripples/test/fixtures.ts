import type { RippleSummary } from '@common/schemas/ripples';

/** A one-note public ripple summary for component tests. */
export const summaryFixture = (seedCode: string, message: string): RippleSummary => ({
  seedCode,
  nodes: [{ id: `${seedCode}-root`, parentNodeId: null, message, viewCount: 1, thanksCount: 0, depth: 0, hidden: false }],
  peopleReached: 1,
  maxDepth: 0,
  nodeCount: 1,
  cities: [],
  status: 'active',
  truncated: false,
  isOwner: false,
});
