/**
 * Whether the TCP peer is this machine. The socket address, not request.ip: a trusted proxy on this machine
 * forwards remote clients, and X-Forwarded-For is the client's own word.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}
