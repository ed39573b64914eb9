import {
  PAYMENT_EVENT_MAX_BYTES,
  paymentEvent,
  paymentEventMessages,
  paymentEventResponse,
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
} from '@coursedesk/contract/payment-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors.ts';
import { verifyWebhookSignature } from '../../../lib/webhook-signature.ts';
import type { PaymentEventsService } from './service.ts';

/**
 * POST /api/webhooks/payments (docs/payments-webhook.md). Its JSON is read as raw bytes (in this
 * plugin only), the signature is checked on them, and only then are they parsed and validated.
 * Anything refused is logged with its reason, never with the header, the body or the secret.
 */
export const paymentEventRoutes: FastifyPluginAsyncZod<{
  events: PaymentEventsService;
  secret: string;
}> = async (app, { events, secret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  // One line per refusal: a signature's names its reason, any other the error's message.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof SignatureRefused) return;
    const reason = error instanceof AppError ? error.message : 'invalid event';
    request.log.warn({ reason }, 'payment event refused');
  });

  app.post(
    '/webhooks/payments',
    {
      config: { public: true },
      bodyLimit: PAYMENT_EVENT_MAX_BYTES,
      schema: {
        tags: ['webhooks'],
        operationId: 'receivePaymentEvent',
        summary: 'A signed payment event from the payment provider',
        body: paymentEvent,
        response: { 200: paymentEventResponse },
      },
      // Before validation: the signature is checked on the bytes as sent.
      preValidation: async (request) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw refused('Request body must be JSON');
        const check = verifyWebhookSignature(secret, request.headers[SIGNATURE_HEADER], raw, {
          toleranceSeconds: SIGNATURE_TOLERANCE_SECONDS,
        });
        if (!check.ok) {
          request.log.warn({ reason: `signature ${check.reason}` }, 'payment event refused');
          throw new SignatureRefused();
        }
        try {
          request.body = JSON.parse(raw.toString('utf8')) as typeof request.body;
        } catch {
          throw refused('Malformed JSON in request body');
        }
      },
    },
    async (request) => {
      const result = await events.receive(request.body);
      if (result.issues.length > 0) {
        request.log.warn({ issues: result.issues }, 'payment event stored with issues');
      }
      return {
        success: true as const,
        message: result.duplicate ? paymentEventMessages.duplicate : paymentEventMessages.received,
        duplicate: result.duplicate,
      };
    },
  );
};

const refused = (message: string) => new AppError('VALIDATION_ERROR', message);

/** A signature that does not check: logged with its reason where it is found. */
class SignatureRefused extends AppError {
  constructor() {
    super('VALIDATION_ERROR', paymentEventMessages.signature);
  }
}
