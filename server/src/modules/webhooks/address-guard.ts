// Where a webhook may be sent (docs/webhooks.md, "Addresses refused"): never to this machine or
// the networks behind it. The host is resolved and every address checked, at creation and again
// at each delivery, where the connection goes to the address that was checked (the lookup below
// is the connection's own), so a name cannot resolve to a public address for the check and a
// private one for the request. WEBHOOK_ALLOW_PRIVATE=true turns the check off.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (and cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is one a webhook may not reach. IPv4-mapped IPv6 included. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family === 6) {
    // ::ffff:a.b.c.d (or its hex form) is the IPv4 address a.b.c.d.
    const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
    if (mapped) {
      if (isIP(mapped) === 4) return refused.check(mapped, 'ipv4');
      const [high = '0', low = '0'] = mapped.split(':');
      const value = (Number.parseInt(high, 16) << 16) | Number.parseInt(low, 16);
      const v4 = [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
      return refused.check(v4, 'ipv4');
    }
    return refused.check(address, 'ipv6');
  }
  return true;
}

export class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDADDRESS';
}

/** The host of a URL as a connection names it: an IPv6 literal without its brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * A lookup for the connection (`http.request({ lookup })`): resolves as usual, then fails the
 * connection if any address is refused; the connection uses only the addresses it was given.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const bad = !allowPrivate && addresses.find(({ address }) => isRefusedAddress(address));
      if (bad) {
        return callback(
          new RefusedAddressError(`${hostname} resolves to a refused address (${bad.address})`),
          '',
          0,
        );
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

export type TargetCheck = { ok: true } | { ok: false; reason: 'refused' | 'unresolved' };

/** At creation and update: whether `url`'s host may be sent to, every address it resolves to. */
export async function checkTarget(url: string, allowPrivate: boolean): Promise<TargetCheck> {
  if (allowPrivate) return { ok: true };
  const host = hostOf(new URL(url));
  if (isIP(host)) return isRefusedAddress(host) ? { ok: false, reason: 'refused' } : { ok: true };
  const addresses = await new Promise<LookupAddress[] | undefined>((resolve) => {
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? undefined : found));
  });
  if (!addresses || addresses.length === 0) return { ok: false, reason: 'unresolved' };
  return addresses.some(({ address }) => isRefusedAddress(address))
    ? { ok: false, reason: 'refused' }
    : { ok: true };
}
