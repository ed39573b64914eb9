import Stripe from 'stripe';
import type { StripeSettings } from '../../../config.ts';

/**
 * The Stripe client: the official package, pointed at STRIPE_API_URL when it is set (Stripe's
 * stripe-mock, a test double), at Stripe's own API otherwise. The key never leaves it: nothing
 * here logs it, and Stripe's errors do not carry it.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl === undefined ? undefined : new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
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
