import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a per-IP limit counts: an IPv4 address as it is, an IPv6 address by its /64 prefix.
 * One IPv6 subscriber is handed a whole /64 (often more), so counting single addresses would give
 * one machine 2^64 fresh allowances (docs/decisions/platform-and-security.md, Rate limits and
 * shared addresses (CGNAT)).
 */
export function ipLimitKey(ip: string): string {
  const address = ip.split('%')[0]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = expandIPv6(address);
  // An IPv4 client seen through a dual-stack socket (::ffff:a.b.c.d) is that IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a dotted IPv4 tail expanded. */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  return [
    ...headGroups,
    ...Array<string>(tail === undefined ? 0 : missing).fill('0'),
    ...tailGroups,
  ].map((g) => parseInt(g, 16));
}
