import type { Db } from '../../../db/client';
import { newOwnerKey } from '../ripples.codes';
import { addSeededChainCity, findChainIdBySeedCode, insertSeededNode } from './notes.demo.queries';
import { insertChain } from './notes.queries';

export const DEMO_SEED_CODE = 'DemoRipple1';

/** The sample ripple: [code, parent code, message, sender, city, country, latitude, longitude]. */
const NOTES: Array<[string, string | null, string, string | null, string, string, number, number]> = [
  [
    'DemoNote01',
    null,
    'Thank you for holding the door and the conversation. You turned a grey Monday into a good one.',
    'Amara',
    'London',
    'GB',
    51.51,
    -0.13,
  ],
  [
    'DemoNote02',
    'DemoNote01',
    'Your patience with my questions made my first month easy. Passing the kindness on to you!',
    'Jonas',
    'Lisbon',
    'PT',
    38.72,
    -9.14,
  ],
  [
    'DemoNote03',
    'DemoNote01',
    'You always save me a seat and a smile. This one is for you.',
    'Priya',
    'Nairobi',
    'KE',
    -1.29,
    36.82,
  ],
  [
    'DemoNote04',
    'DemoNote02',
    'Thank you for the lift in the rain. I hope this note finds you on a sunny day.',
    'Mateo',
    'Toronto',
    'CA',
    43.65,
    -79.38,
  ],
  [
    'DemoNote05',
    'DemoNote02',
    'The soup you left on my doorstep when I was ill tasted like home. Thank you.',
    null,
    'Mumbai',
    'IN',
    19.08,
    72.88,
  ],
  [
    'DemoNote06',
    'DemoNote03',
    'You taught my daughter to ride a bike with more patience than I had. We both thank you.',
    'Hana',
    'Sydney',
    'AU',
    -33.87,
    151.21,
  ],
  [
    'DemoNote07',
    'DemoNote04',
    'Four steps from the start and still going. You matter more than you know.',
    'Liam',
    'Sao Paulo',
    'BR',
    -23.55,
    -46.63,
  ],
];

/** Demo content: a ripple that travelled across a few cities, so the summary page and the map have something to show. */
export async function seedDemoRipple(db: Db): Promise<void> {
  const existing = await findChainIdBySeedCode(db, DEMO_SEED_CODE);
  if (existing) return;
  await db.transaction(async (tx) => {
    const depthOf = new Map<string, number>();
    for (const [code, parent] of NOTES) depthOf.set(code, parent ? (depthOf.get(parent) ?? 0) + 1 : 0);
    const maxDepth = Math.max(...depthOf.values());
    const chain = await insertChain(tx, {
      seedCode: DEMO_SEED_CODE,
      ownerKey: newOwnerKey(),
      seedMessage: NOTES[0][2],
      seedSenderName: NOTES[0][3],
      maxDepth,
      nodeCount: NOTES.length,
      visitorCount: NOTES.length + 5,
      peopleReached: NOTES.length + 5,
    });
    const ids = new Map<string, string>();
    for (const [i, [code, parent, message, senderName, city, country, latitude, longitude]] of NOTES.entries()) {
      const row = await insertSeededNode(tx, {
        chainId: chain.id,
        parentNodeId: parent ? ids.get(parent) : null,
        nodeCode: code,
        depth: depthOf.get(code) ?? 0,
        message,
        senderName,
        city,
        country,
        latitude,
        longitude,
        viewCount: 3 + ((i * 5) % 7),
        thanksCount: 1 + ((i * 3) % 4),
        createdAt: new Date(Date.now() - (NOTES.length - i) * 26 * 3600_000),
      });
      ids.set(code, row.id);
      await addSeededChainCity(tx, {
        chainId: chain.id,
        city,
        country,
        createdAt: new Date(Date.now() - (NOTES.length - i) * 26 * 3600_000),
      });
    }
  });
}
