import { BlockList, isIPv4, isIPv6 } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address is this machine's own: 127.0.0.0/8 or ::1, also written as IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (isIPv4(address)) return LOOPBACK.check(address, 'ipv4');
  return isIPv6(address) && LOOPBACK.check(address, 'ipv6');
}
