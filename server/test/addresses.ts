let ipSeq = 0;
const BLOCKS = ['203.0.113', '198.51.100', '192.0.2'];

/**
 * A different client address per call: the documentation ranges first (203.0.113.0/24, 198.51.100.0/24,
 * 192.0.2.0/24), then 10.0.0.0/8, so a long test file never meets an address an earlier test used up.
 */
export function nextIp(): string {
  ipSeq += 1;
  if (ipSeq < BLOCKS.length * 254) return `${BLOCKS[Math.floor(ipSeq / 254)]}.${(ipSeq % 254) + 1}`;
  const n = ipSeq - BLOCKS.length * 254;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
