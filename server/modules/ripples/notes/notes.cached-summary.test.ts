import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_TTL } from '../../../config';
import { rippleChains } from '../../../db/schema';
import { buildRipple } from '../../../test/factories';
import { createHttp, useTestApp } from '../../../test/harness';

// Caches are off in tests; this app runs with them on, as in production.
const { t, http } = useTestApp({}, { cacheTtl: DEFAULT_CACHE_TTL });
// `http` starts the ripples and changes them; its answers carry the 'fresh until' cookie, so its own reads skip the
// kept summaries for a moment (decision 069). Another visitor reads what is kept.
const reader = createHttp(t);

describe('the shared summary cache', () => {
  it('serves a wrong key from the cache like a visitor without one; only the real key reads the database', async () => {
    const { seedCode, ownerKey } = await buildRipple(http, { message: 'Cached for a second' });
    const url = `/api/ripples/summary/${seedCode}`;
    expect((await reader.get(url)).json().peopleReached).toBe(0);
    // A change the one-second cache does not know about yet.
    await t.db.update(rippleChains).set({ peopleReached: 99 }).where(eq(rippleChains.seedCode, seedCode));
    const wrong = (await reader.get(`${url}?key=not-the-key`)).json();
    expect(wrong).toMatchObject({ peopleReached: 0, isOwner: false });
    const owner = (await reader.get(`${url}?key=${ownerKey}`)).json();
    expect(owner).toMatchObject({ peopleReached: 99, isOwner: true });
  });

  it('shares the owner’s view per key for a second, and forgets it when the owner changes the ripple', async () => {
    const { seedCode, ownerKey } = await buildRipple(http, { message: 'Owner view cached' });
    const url = `/api/ripples/summary/${seedCode}?key=${ownerKey}`;
    expect((await reader.get(url)).json()).toMatchObject({ peopleReached: 0, isOwner: true });
    await t.db.update(rippleChains).set({ peopleReached: 42 }).where(eq(rippleChains.seedCode, seedCode));
    // Within the second the owner gets the kept answer, not a new read of the whole ripple.
    expect((await reader.get(url)).json()).toMatchObject({ peopleReached: 0, isOwner: true });
    // The public view has its own entry.
    expect((await reader.get(`/api/ripples/summary/${seedCode}`)).json()).toMatchObject({ isOwner: false });
    // An owner's change clears the owner's entries with the public ones.
    expect(
      (await http.post(`/api/ripples/summary/${seedCode}/status`, { key: ownerKey, status: 'active' })).statusCode,
    ).toBe(200);
    expect((await reader.get(url)).json()).toMatchObject({ peopleReached: 42, isOwner: true });
  });
});
