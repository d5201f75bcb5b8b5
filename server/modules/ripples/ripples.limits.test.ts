import { describe, expect, it } from 'vitest';
import { buildRipple } from '../../test/factories';
import { nextIp, useTestApp } from '../../test/harness';
import { RIPPLE_LIMITS } from './ripples.limits';

const { http } = useTestApp();

describe('abuse limits per address', () => {
  it('limits passes, thanks, reports and owner actions per address, says when to try again, and leaves other addresses alone', async () => {
    const seed = await buildRipple(http, { message: 'Limits test' });
    const node = `/api/ripples/node/${seed.nodeCode}`;
    const cases = [
      {
        name: 'pass',
        url: `${node}/pass`,
        body: { message: 'On it goes', shareChannel: 'copy' },
        max: RIPPLE_LIMITS.pass.max,
      },
      { name: 'thank', url: `${node}/thank`, body: {}, max: RIPPLE_LIMITS.thank.max },
      { name: 'report', url: `${node}/report`, body: {}, max: RIPPLE_LIMITS.report.max },
      {
        name: 'owner',
        url: `/api/ripples/summary/${seed.seedCode}/status`,
        body: { key: seed.ownerKey, status: 'active' },
        max: RIPPLE_LIMITS.owner.max,
      },
    ];
    for (const c of cases) {
      const ip = nextIp();
      const codes: number[] = [];
      for (let i = 0; i < c.max; i++) codes.push((await http.post(c.url, c.body, { ip })).statusCode);
      expect(
        codes.every((code) => code >= 200 && code < 300),
        c.name,
      ).toBe(true);
      const over = await http.post(c.url, c.body, { ip });
      expect(over.statusCode, c.name).toBe(429);
      expect(Number(over.headers['retry-after']), c.name).toBeGreaterThan(0);
      expect(over.json().message, c.name).toMatch(
        /^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/,
      );
      expect((await http.post(c.url, c.body)).statusCode, `${c.name} from another address`).toBeLessThan(300);
      if (c.name === 'owner') {
        // Confirming a subscription counts against the same limit as the owner's calls.
        const confirm = await http.post('/api/ripples/subscriptions/confirm', { token: 'NoSuchCode123456' }, { ip });
        expect(confirm.statusCode).toBe(429);
      }
    }
    // The refused pass stored nothing: the limit's passes and the one from the other address.
    const summary = (await http.get(`/api/ripples/summary/${seed.seedCode}`)).json();
    expect(summary.nodeCount).toBe(1 + RIPPLE_LIMITS.pass.max + 1);
  });

  it('counts the owner loading the summary with the key against the owner limit, and leaves visitors without it alone', async () => {
    const seed = await buildRipple(http, { message: 'Owner summary limit' });
    const url = `/api/ripples/summary/${seed.seedCode}`;
    const ip = nextIp();
    for (let i = 0; i < RIPPLE_LIMITS.owner.max; i++) {
      expect((await http.get(`${url}?key=${seed.ownerKey}`, { ip })).statusCode).toBe(200);
    }
    const over = await http.get(`${url}?key=${seed.ownerKey}`, { ip });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
    // The public view and a wrong key are not the owner's calls.
    expect((await http.get(url, { ip })).statusCode).toBe(200);
    expect((await http.get(`${url}?key=${'x'.repeat(32)}`, { ip })).json().isOwner).toBe(false);
    // The owner's other calls share the counter.
    const status = await http.post(`${url}/status`, { key: seed.ownerKey, status: 'active' }, { ip });
    expect(status.statusCode).toBe(429);
  });
});
