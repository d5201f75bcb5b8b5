import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildRipple } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { getSecret } from '../secrets/secrets.service';
import { hashIp } from './ripples.codes';

const { t, http } = useTestApp();

describe('hashIp', () => {
  it('hashes an IPv4 address as before, and an IPv4-mapped one as the same visitor', async () => {
    const salt = await getSecret(t.db, 'ip_hash_salt');
    const v4 = await hashIp(t.db, '198.51.100.7');
    expect(v4).toBe(createHmac('sha256', salt).update('198.51.100.7').digest('hex'));
    expect(await hashIp(t.db, '::ffff:198.51.100.7')).toBe(v4);
    expect(await hashIp(t.db, '198.51.100.8')).not.toBe(v4);
  });

  it('makes every address of one IPv6 /56 one visitor, and another /56 another', async () => {
    const a = await hashIp(t.db, '2001:db8:5:6::1');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashIp(t.db, '2001:DB8:5:6:ffff:1234:abcd:9')).toBe(a);
    expect(await hashIp(t.db, '2001:db8:5:7::1')).toBe(a);
    expect(await hashIp(t.db, '2001:db8:5:106::1')).not.toBe(a);
  });
});

describe('visitors from one IPv6 /56', () => {
  it('count as one visitor for views, peopleReached and thanks, however many addresses they rotate through', async () => {
    const created = await buildRipple(http, { message: 'Counted once' });
    const note = `/api/ripples/node/${created.nodeCode}`;
    const first = await http.get(note, { ip: '2001:db8:77:1::a' });
    expect(first.json()).toMatchObject({ viewCount: 1, chain: { peopleReached: 1 } });
    for (let i = 1; i <= 5; i++) await http.get(note, { ip: `2001:db8:77:1:${i}:${i}:${i}:${i}` });
    expect((await http.get(note, { ip: '2001:0db8:0077:0001:dead:beef:0:1' })).json()).toMatchObject({
      viewCount: 1,
      chain: { peopleReached: 1 },
    });
    // Another /64 of the same /56 is the same visitor; another /56 is another.
    expect((await http.get(note, { ip: '2001:db8:77:2::a' })).json()).toMatchObject({ chain: { peopleReached: 1 } });
    expect((await http.get(note, { ip: '2001:db8:77:201::a' })).json()).toMatchObject({
      viewCount: 2,
      chain: { peopleReached: 2 },
    });

    expect((await http.post(`${note}/thank`, {}, { ip: '2001:db8:77:1::b' })).json()).toEqual({
      thanksCount: 1,
      alreadyThanked: false,
    });
    expect((await http.post(`${note}/thank`, {}, { ip: '2001:db8:77:1::c' })).json()).toEqual({
      thanksCount: 1,
      alreadyThanked: true,
    });
    expect((await http.get(note, { ip: '2001:db8:77:1::d' })).json()).toMatchObject({
      thanksCount: 1,
      thanked: true,
      viewCount: 2,
    });
  });
});
