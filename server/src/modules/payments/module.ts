import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { paymentEventMessages } from '@coursedesk/contract/payment-events';
import { notFound } from '../../lib/errors.ts';
import type { AppModule } from '../module.ts';
import { paymentEventRoutes } from './events/routes.ts';
import { createPaymentEventsService, type PaymentEventsService } from './events/service.ts';
import { paymentsRoutes } from './routes.ts';
import { createPaymentsService } from './service.ts';
import { createCheckoutService } from './stripe/checkout.ts';
import { createStripeClient } from './stripe/client.ts';
import { checkoutRoutes, stripeWebhookRoutes } from './stripe/routes.ts';
import { createStripeWebhookService } from './stripe/webhook.ts';

/**
 * Payments: transactions, their figures and CSV export, and the payment provider's signed events
 * (only when PAYMENT_WEBHOOK_SECRET is set: otherwise the webhook does not exist, 404), and
 * Stripe's checkout and webhook (only with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).
 */
export const paymentsModule: AppModule = async (
  app,
  {
    db,
    paymentWebhookSecret,
    customerPayments,
    couponRedemptions,
    courses,
    stripe: stripeSettings,
    siteOrigins,
  },
) => {
  await app.register(paymentsRoutes, {
    prefix: API_BASE_PATH,
    payments: createPaymentsService(db),
  });
  // One service for every way events arrive, so they share its batches.
  let events: PaymentEventsService | undefined;
  const eventsService = () => {
    events ??= createPaymentEventsService(db, {
      customers: customerPayments,
      coupons: couponRedemptions,
      courses,
    });
    return events;
  };
  if (paymentWebhookSecret) {
    await app.register(paymentEventRoutes, {
      prefix: API_BASE_PATH,
      events: eventsService(),
      secret: paymentWebhookSecret,
    });
  } else {
    absent(app, 'post', `${API_BASE_PATH}/webhooks/payments`);
  }
  const stripe = stripeSettings && (await createStripeClient(stripeSettings));
  await app.register(checkoutRoutes, {
    prefix: API_BASE_PATH,
    checkout:
      stripe && createCheckoutService(db, { stripe, siteOrigins, coupons: couponRedemptions }),
  });
  if (stripe && stripeSettings) {
    await app.register(stripeWebhookRoutes, {
      prefix: API_BASE_PATH,
      webhook: createStripeWebhookService(db, { stripe, events: eventsService() }),
      stripe,
      secret: stripeSettings.webhookSecret,
    });
  } else {
    absent(app, 'post', `${API_BASE_PATH}/webhooks/stripe`);
  }
};

/** A route that is off: answered as a path that does not exist (not 401, which would say it does). */
function absent(app: Parameters<AppModule>[0], method: 'post', url: string) {
  app[method](url, { config: { public: true }, schema: { hide: true } }, async () => {
    throw notFound(paymentEventMessages.notFound);
  });
}
