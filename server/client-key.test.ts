import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientKey, clientNetworkKey } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    for (const ip of ['203.0.113.7', '127.0.0.1', '0.0.0.0', '255.255.255.255', '10.1.2.3'])
      expect(clientKey(ip)).toBe(ip);
  });

  it('unwraps an IPv4-mapped IPv6 address to the IPv4 address, in any spelling', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe(clientKey('203.0.113.7'));
  });

  it('reduces an IPv6 address to its /56 network in one canonical form', () => {
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::/56');
    expect(clientKey('2001:db8:1:2ff:3:4:5:6')).toBe('2001:db8:1:200::/56');
    expect(clientKey('2001:0db8:0001:0002:0003:0004:0005:0006')).toBe('2001:db8:1::/56');
    expect(clientKey('2001:DB8:1:AB02::ABCD')).toBe('2001:db8:1:ab00::/56');
    expect(clientKey('2001:db8:1:2::')).toBe('2001:db8:1::/56');
    expect(clientKey('2001:db8::1')).toBe('2001:db8::/56');
    expect(clientKey('2001:db8:0:0:1::')).toBe('2001:db8::/56');
    expect(clientKey('2001:0:0:500::1')).toBe('2001:0:0:500::/56');
    expect(clientKey('0:0:0:500::1')).toBe('0:0:0:500::/56');
    expect(clientKey('::1')).toBe('::/56');
    expect(clientKey('::')).toBe('::/56');
    expect(clientKey('fe80::1%eth0')).toBe('fe80::/56');
    expect(clientKey('FE80::1%25en0')).toBe('fe80::/56');
    expect(clientKey('64:ff9b::203.0.113.7')).toBe('64:ff9b::/56');
  });

  it('gives every address of one /56 the same key, and different /56s different keys', () => {
    const sameNetwork = [
      '2001:db8:abcd:1200::1',
      '2001:db8:abcd:12ff:ffff:ffff:ffff:ffff',
      '2001:0DB8:ABCD:1234:1234:5678:9abc:def0',
      '2001:db8:abcd:1201:0:0:0:0',
    ];
    expect(new Set(sameNetwork.map(clientKey)).size).toBe(1);
    const otherNetworks = [
      '2001:db8:abcd:1300::1',
      '2001:db8:abcd:1100::1',
      '2001:db9:abcd:1200::1',
      '2001:db8:abce:1200::1',
    ];
    for (const ip of otherNetworks) expect(clientKey(ip)).not.toBe(clientKey(sameNetwork[0]));
    expect(new Set(otherNetworks.map(clientKey)).size).toBe(otherNetworks.length);
  });

  it('names an IPv6 client’s /48 for the coarser limit, and nothing for IPv4', () => {
    expect(clientNetworkKey('2001:db8:1:2ff:3:4:5:6')).toBe('2001:db8:1::/48');
    expect(clientNetworkKey('2001:DB8:1:FF00::1')).toBe('2001:db8:1::/48');
    expect(clientNetworkKey('2001:db8:2::1')).toBe('2001:db8:2::/48');
    expect(clientNetworkKey('fe80::1%eth0')).toBe('fe80::/48');
    for (const ip of ['203.0.113.7', '::ffff:203.0.113.7', 'unknown', '']) expect(clientNetworkKey(ip)).toBeNull();
  });

  it('agrees with node:net on random addresses written in every spelling', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    // Many zero groups, so that '::' lands everywhere.
    const group = () => (random(3) === 0 ? random(0x10000) : 0);
    const spellings = (g: number[]) => {
      const hex = g.map((x) => x.toString(16));
      const out = [hex.join(':'), g.map((x) => x.toString(16).padStart(4, '0').toUpperCase()).join(':')];
      for (let start = 0; start < 8; start++) {
        for (let end = start + 1; end <= 8 && g[end - 1] === 0; end++)
          out.push(`${hex.slice(0, start).join(':')}::${hex.slice(end).join(':')}`);
      }
      return out;
    };
    for (let i = 0; i < 500; i++) {
      const g = Array.from({ length: 8 }, group);
      if (g.slice(0, 6).join() === '0,0,0,0,0,65535') continue;
      const keys = new Set(spellings(g).map(clientKey));
      expect(keys.size).toBe(1);
      const [key] = keys;
      expect(key).toMatch(/^[0-9a-f:]+\/56$/);
      const network = new BlockList();
      network.addSubnet(key.slice(0, -3), 56, 'ipv6');
      expect(network.check(spellings(g)[0], 'ipv6')).toBe(true);
      const neighbour = [...g.slice(0, 3), g[3] ^ 0x100, ...g.slice(4)];
      expect(network.check(spellings(neighbour)[0], 'ipv6')).toBe(false);
      expect(clientKey(spellings(neighbour)[0])).not.toBe(key);
    }
  });

  it('returns anything that is not an IP address unchanged', () => {
    for (const value of [
      '',
      'unknown',
      'not:an:ip',
      '1::2::3',
      '2001:db8:1:2:3:4:5:6:7',
      '256.1.1.1',
      '01.2.3.4',
      '[::1]',
      'gggg::1',
    ]) {
      expect(clientKey(value)).toBe(value);
    }
  });
});
