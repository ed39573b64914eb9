import {
  CHECKOUT_BODY_LIMIT,
  checkoutInput,
  checkoutMessages,
  checkoutResponse,
  STRIPE_EVENT_MAX_BYTES,
} from '@coursedesk/contract/checkout';
import { paymentEventMessages, paymentEventResponse } from '@coursedesk/contract/payment-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { CheckoutService } from './checkout.ts';
import type { StripeWebhookService } from './webhook.ts';

/**
 * POST /api/public/checkout: the website's Enrol button (docs/payments-stripe.md). Always in the
 * public API's document (the website's client is made from it); without Stripe's keys it answers
 * 404.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService | undefined;
}> = async (app, { checkout }) => {
  app.post(
    '/public/checkout',
    {
      config: { public: true },
      bodyLimit: CHECKOUT_BODY_LIMIT,
      schema: {
        tags: ['public'],
        operationId: 'startCheckout',
        summary: 'Prices a course for a customer and opens a Stripe Checkout page to pay it',
        body: checkoutInput,
        response: { 200: checkoutResponse },
      },
    },
    async (request) => {
      if (!checkout) throw notFound(checkoutMessages.off);
      return {
        success: true as const,
        // The client's address as the server resolves it (TRUST_PROXY).
        data: await checkout.start(request.body, request.ip, request.log),
      };
    },
  );
};

const ignoredMessage = 'Event ignored';

/**
 * POST /api/webhooks/stripe: Stripe's events, read as raw bytes (in this plugin only) and
 * verified with `stripe.webhooks.constructEvent` on them before anything else (the signature,
 * and a timestamp within 5 minutes). A refusal is logged with its reason only, never the header,
 * the body or the secret.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  webhook: StripeWebhookService;
  stripe: Stripe;
  secret: string;
}> = async (app, { webhook, stripe, secret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/webhooks/stripe',
    {
      config: { public: true },
      bodyLimit: STRIPE_EVENT_MAX_BYTES,
      schema: {
        tags: ['webhooks'],
        operationId: 'receiveStripeEvent',
        summary: "A Stripe event, signed with the endpoint's signing secret",
        response: { 200: paymentEventResponse },
      },
    },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) {
        throw new AppError('VALIDATION_ERROR', 'Request body must be JSON');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          raw,
          request.headers['stripe-signature'] ?? '',
          secret,
        );
      } catch (error) {
        // Stripe's errors name their kind in `type` (the package's classes stay unloaded here).
        if ((error as { type?: unknown }).type !== 'StripeSignatureVerificationError') {
          request.log.warn({ reason: 'malformed event' }, 'stripe event refused');
          throw new AppError('VALIDATION_ERROR', 'Malformed JSON in request body');
        }
        request.log.warn(
          { reason: signatureRefusal((error as Error).message) },
          'stripe event refused',
        );
        throw new AppError('VALIDATION_ERROR', paymentEventMessages.signature);
      }
      const outcome = await webhook.handle(event, request.log);
      return {
        success: true as const,
        message:
          outcome === 'ignored'
            ? ignoredMessage
            : outcome === 'duplicate'
              ? paymentEventMessages.duplicate
              : paymentEventMessages.received,
        duplicate: outcome === 'duplicate',
      };
    },
  );
};

/** Why Stripe's check refused a signature, in a word or two (its message names no secret). */
function signatureRefusal(message: string): string {
  if (message.startsWith('Timestamp outside')) return 'signature expired';
  if (message.startsWith('No signatures found')) return 'signature mismatch';
  return 'signature missing or malformed';
}
