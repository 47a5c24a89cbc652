import proxyaddr from 'proxy-addr';

/** The names proxy-addr understands besides addresses and ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

export const TRUST_PROXY_TRUE_REFUSED =
  'TRUST_PROXY=true is no longer accepted: it let any client pick its own address ' +
  'with X-Forwarded-For (and so slip past sign-in throttling). List the addresses of ' +
  'your proxies instead, e.g. TRUST_PROXY=loopback for a proxy on this machine, or ' +
  'TRUST_PROXY=10.0.0.0/8 for one on your private network.';

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For/-Proto/-Host headers Parley believes,
 * as a comma-separated list in proxy-addr's syntax (`127.0.0.1`, `10.0.0.0/8`,
 * `loopback`, …). Empty or `false` trusts none. Throws a message for people on
 * anything else.
 */
export function parseTrustedProxies(value: string): string[] {
  const trimmed = value.trim();
  if (trimmed.toLowerCase() === 'true') throw new Error(TRUST_PROXY_TRUE_REFUSED);
  if (trimmed === '' || trimmed.toLowerCase() === 'false') return [];
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch {
      throw new Error(
        `"${entry}" is not an IP address, a CIDR range (10.0.0.0/8) or one of ${NAMED_RANGES.join(', ')}`,
      );
    }
  }
  return entries;
}
