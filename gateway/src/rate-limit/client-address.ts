/**
 * The caller's address as Express sees it: the socket's, or with TRUST_PROXY the one the
 * proxy put in X-Forwarded-For. IPv4 written as IPv6 (::ffff:1.2.3.4) counts as IPv4.
 */
export function clientAddress(request: { ip?: string | undefined }): string {
  const ip = request.ip ?? 'unknown';
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}
