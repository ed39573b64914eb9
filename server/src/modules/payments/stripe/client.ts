import type Stripe from 'stripe';
import type { StripeSettings } from '../../../config.ts';

/**
 * The Stripe client: the official package, pointed at STRIPE_API_URL when it is set (Stripe's
 * stripe-mock, a test double), at Stripe's own API otherwise. The key never leaves it: nothing
 * here logs it, and Stripe's errors do not carry it. The package is loaded only when Stripe is
 * turned on (in a chunk of its own in the server's bundle), so a server without it does not
 * carry it in memory.
 */
export async function createStripeClient(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  const api = settings.apiUrl === undefined ? undefined : new URL(settings.apiUrl);
  return new StripeClient(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'Coursedesk' },
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
    }),
  });
}
