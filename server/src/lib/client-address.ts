import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteCallerOf } from './site-keys.ts';

/**
 * The address as throttling counts it: an IPv4-mapped IPv6 address is its IPv4 address, and an
 * IPv6 address counts as its /64 network, which one subscriber usually holds whole.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  let text = ip.toLowerCase().replace(/%.*$/, '');
  // A trailing dotted quad is the last two groups.
  text = text.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_, a, b, c, d) => {
    const hex = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);
    return `${hex(a, b)}:${hex(c, d)}`;
  });
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * Whom the public form limits (contact form, coupon check) count a request against: the
 * client's address as the server resolves it (TRUST_PROXY), or, for a website's server calling
 * with a valid site key, that key and the visitor it names in `Coursedesk-Visitor-Ip`
 * (docs/website-api.md, "Site keys"). Throttle keys take it as it is.
 */
export function formClientOf(request: FastifyRequest): string {
  const caller = siteCallerOf(request);
  if (!caller) return addressKey(request.ip);
  const visitor = caller.visitor === undefined ? 'unnamed' : addressKey(caller.visitor);
  return `site:${caller.keyId}:${visitor}`;
}

/**
 * Without TRUST_PROXY the server reads no forwarded address, so behind a proxy every client
 * would look like the proxy: one address for all, which the sign-in limits would count as one.
 * The server cannot know at start whether a proxy is in front of it, so it warns once, in its
 * log, on the first request that arrives carrying X-Forwarded-For or Forwarded.
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    const { headers } = request;
    if (warned || (headers['x-forwarded-for'] === undefined && headers.forwarded === undefined)) {
      done();
      return;
    }
    warned = true;
    request.log.warn(
      'A request carried X-Forwarded-For or Forwarded, but TRUST_PROXY is not set: the server ' +
        "counts the connection's peer as the client. Behind a reverse proxy, set TRUST_PROXY to " +
        "the proxy's addresses, or every client counts as the proxy's one address (README).",
    );
    done();
  });
}
