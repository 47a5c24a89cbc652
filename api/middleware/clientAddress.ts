import type { Middleware, Request } from 'koa';
import proxyaddr from 'proxy-addr';
import type { AppContextExtras, AppState } from '../context';

/**
 * Who is really asking, decided once for the whole pipeline. Koa's own `proxy` switch
 * believes X-Forwarded-* from anyone, so it stays off; instead the request's address
 * comes from proxy-addr, which walks X-Forwarded-For back only through the proxies
 * listed in TRUST_PROXY. Protocol and host follow the same rule: X-Forwarded-Proto and
 * -Host count only when the peer itself is a trusted proxy. That keeps `ctx.secure`
 * (and so the session cookie's Secure flag) right behind a TLS proxy, and keeps a
 * client from choosing its own address to slip past sign-in throttling.
 */
export function clientAddress(
  trustedProxies: readonly string[],
): Middleware<AppState, AppContextExtras> {
  const trust = proxyaddr.compile([...trustedProxies]);
  return (ctx, next) => {
    // Undefined when the socket is already gone (the client hung up).
    const address = proxyaddr(ctx.req, trust) as string | undefined;
    ctx.request.ip = address ? withoutIpv4Mapping(address) : '';
    const peer = ctx.req.socket.remoteAddress;
    if (peer && trust(peer, 0)) honourForwardedOrigin(ctx.request);
    return next();
  };
}

function honourForwardedOrigin(request: Request) {
  const protocol = firstValue(request.get('X-Forwarded-Proto')).toLowerCase();
  if (protocol === 'https' || protocol === 'http') shadow(request, 'protocol', protocol);
  const host = firstValue(request.get('X-Forwarded-Host'));
  if (host) shadow(request, 'host', host);
}

// Each request object is created from Koa's prototype, so an own property replaces
// the prototype's getter for this request only (`secure`, `origin` and `hostname`
// read these two).
function shadow(request: Request, property: 'protocol' | 'host', value: string) {
  Object.defineProperty(request, property, { value, configurable: true });
}

/** The first entry of a header a chain of proxies appends to ("https, http"). */
function firstValue(header: string): string {
  return header.split(',', 1)[0]?.trim() ?? '';
}

/** `::ffff:10.1.2.3` → `10.1.2.3`, so one client has one spelling in counts and the trail. */
function withoutIpv4Mapping(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
