import { isIPv4, isIPv6 } from 'node:net';

/**
 * Expands a valid IPv6 address (no zone id) to its eight 16-bit groups: fills the `::` gap and turns a
 * dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) into the last two groups.
 */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] => {
    if (part === '') return [];
    const out: number[] = [];
    for (const token of part.split(':')) {
      if (token.includes('.')) {
        const [a, b, c, d] = token.split('.').map(Number);
        out.push((a << 8) | b, (c << 8) | d);
      } else {
        out.push(parseInt(token, 16));
      }
    }
    return out;
  };
  const gap = address.indexOf('::');
  if (gap === -1) return parse(address);
  const head = parse(address.slice(0, gap));
  const tail = parse(address.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** Eight groups as RFC 5952 text: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatIpv6(groups: number[]): string {
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > bestLength) [best, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best === -1) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLength).join(':')}`;
}

/**
 * Who a client is for per-address limits and visitor counting: an IPv4 address as it is (also when it arrives
 * IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address as its /56 network (`2001:db8:1:200::/56`), because one home
 * or phone connection is handed a /64 or more (often a /56) and could otherwise rotate addresses and networks to
 * escape every limit. Anything that is not an IP address is returned unchanged.
 */
export function clientKey(ip: string): string {
  return networkKey(ip, 56) ?? ip;
}

/**
 * The coarser network an IPv6 client belongs to, its /48 (`2001:db8:1::/48`), for the second limit every
 * per-client limit keeps (a site's whole allocation); null for IPv4 (mapped included) and non-addresses.
 */
export function clientNetworkKey(ip: string): string | null {
  const key = networkKey(ip, 48);
  return key && key.includes('/') ? key : null;
}

/** An IPv4 address as it is, an IPv6 one as its /`bits` network (48 or 56); null when `ip` is no address. */
function networkKey(ip: string, bits: 48 | 56): string | null {
  const zone = ip.indexOf('%');
  const address = zone === -1 ? ip : ip.slice(0, zone);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  const kept = bits === 56 ? [...groups.slice(0, 3), groups[3] & 0xff00] : [...groups.slice(0, 3), 0];
  return `${formatIpv6([...kept, 0, 0, 0, 0])}/${bits}`;
}
