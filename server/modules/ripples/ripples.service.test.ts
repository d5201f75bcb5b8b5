import { describe, expect, it } from 'vitest';
import { buildRipple, passRipple } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { seedDemoRipple } from './ripples.service';

const { t, http } = useTestApp();

// What other modules use of ripples (ripples.service.ts), seen from outside.

describe('kind acts', () => {
  it('counts every note, the first and each passed on, in the home statistics', async () => {
    const before = (await http.get('/api/stats')).json().totalActs;
    const seed = await buildRipple(http, { message: 'Counting' });
    await passRipple(http, { code: seed.nodeCode, message: 'Counted too' });
    expect((await http.get('/api/stats')).json().totalActs).toBe(before + 2);
  });
});

describe('demo content', () => {
  it('grows a sample ripple across several cities, once', async () => {
    await seedDemoRipple(t.db);
    await seedDemoRipple(t.db);
    const summary = (await http.get('/api/ripples/summary/DemoRipple1')).json();
    expect(summary.nodes).toHaveLength(7);
    expect(summary.maxDepth).toBe(3);
    expect(summary.cities).toEqual([
      'London, United Kingdom',
      'Lisbon, Portugal',
      'Nairobi, Kenya',
      'Toronto, Canada',
      'Mumbai, India',
      'Sydney, Australia',
      'Sao Paulo, Brazil',
    ]);
    const root = summary.nodes.find((n: { depth: number }) => n.depth === 0);
    expect(summary.nodes.filter((n: { parentNodeId: string }) => n.parentNodeId === root.id)).toHaveLength(2);
    expect((await http.get('/api/ripples/node/DemoNote07')).json().depth).toBe(3);
  });
});
