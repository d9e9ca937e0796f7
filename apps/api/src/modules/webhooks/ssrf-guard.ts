import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The SSRF guard of webhook deliveries (docs/security.md#webhooks-and-ssrf): an endpoint URL is the customer's
 * to choose, so it could name our own network. Never connect to loopback, private, shared (CGNAT), link-local,
 * multicast, reserved, documentation or unspecified addresses, IPv4 or IPv6, including IPv4 written inside
 * IPv6 in any form (mapped, translated, compatible, NAT64, 6to4, Teredo; parsed to groups, not matched as text). The check runs on the addresses DNS answers, inside the socket's
 * own lookup, so the address checked is the address connected to (no second resolution to rebind).
 * Development and tests may allow loopback, so a test can run a receiver on 127.0.0.1.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated, not routable)
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): a local translator's prefix, never a public host
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv6 address as its 8 groups of 16 bits, from any textual form (zero-compression, trailing dotted IPv4). */
function ipv6Groups(address: string): number[] | null {
  if (address.includes('%')) return null; // a zone names a local interface: never a webhook target
  let text = address.toLowerCase();
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const o = dotted.slice(2).map(Number);
    if (o.some((n) => n > 255)) return null;
    text = `${dotted[1]}${((o[0]! << 8) | o[1]!).toString(16)}:${((o[2]! << 8) | o[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}

const ipv4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 addresses an IPv6 address carries, for the forms that reach an IPv4 host: mapped ::ffff:0:0/96,
 * translated ::ffff:0:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16 (bits 16-47) and Teredo 2001::/32 (server in
 * bits 32-63, client in the last 32 bits inverted). Null when the address embeds none. IPv4-compatible ::/96 and
 * local-use NAT64 64:ff9b:1::/48 are refused whole by the block list (neither is globally routable).
 */
function embeddedIpv4s(g: number[]): string[] | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return [ipv4(g[6]!, g[7]!)];
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return [ipv4(g[6]!, g[7]!)];
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return [ipv4(g[6]!, g[7]!)];
  if (g[0] === 0x2002) return [ipv4(g[1]!, g[2]!)];
  if (g[0] === 0x2001 && g[1] === 0) return [ipv4(g[2]!, g[3]!), ipv4(g[6]! ^ 0xffff, g[7]! ^ 0xffff)];
  return null;
}

/** Whether a delivery may connect to this IP address. */
export function isAllowedAddress(address: string, { allowLoopback }: { allowLoopback: boolean }): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) {
    if (allowLoopback && loopback.check(address, 'ipv4')) return true;
    return !blocked.check(address, 'ipv4');
  }
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const embedded = embeddedIpv4s(groups);
  // Refused if any embedded IPv4 is (6to4 and Teredo carry two hops' worth; either could be ours).
  if (embedded) return embedded.every((v4) => isAllowedAddress(v4, { allowLoopback }));
  const canonical = groups.map((x) => x.toString(16)).join(':');
  if (allowLoopback && loopback.check(canonical, 'ipv6')) return true;
  return !blocked.check(canonical, 'ipv6');
}

export class BlockedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, an address webhooks are not delivered to`);
    this.name = 'BlockedAddressError';
  }
}

/**
 * A `lookup` for the HTTP request's socket: resolves every address of the host and refuses them all if any is
 * blocked (a host answering one public and one private address is not trusted with either).
 */
export function guardedLookup(options: { allowLoopback: boolean }): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => !isAllowedAddress(a.address, options));
      if (bad || addresses.length === 0) {
        return callback(new BlockedAddressError(hostname, bad?.address ?? 'nothing'), '', 0);
      }
      if (lookupOptions.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
