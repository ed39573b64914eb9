import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { paymentEventMessages } from '@coursedesk/contract/payment-events';
import { notFound } from '../../lib/errors.ts';
import type { AppModule } from '../module.ts';
import { paymentEventRoutes } from './events/routes.ts';
import { createPaymentEventsService } from './events/service.ts';
import { paymentsRoutes } from './routes.ts';
import { createPaymentsService } from './service.ts';

/**
 * Payments: transactions, their figures and CSV export, and the payment provider's signed events
 * (only when PAYMENT_WEBHOOK_SECRET is set: otherwise the webhook does not exist, 404).
 */
export const paymentsModule: AppModule = async (
  app,
  { db, paymentWebhookSecret, customerPayments, couponRedemptions },
) => {
  await app.register(paymentsRoutes, {
    prefix: API_BASE_PATH,
    payments: createPaymentsService(db),
  });
  if (paymentWebhookSecret) {
    await app.register(paymentEventRoutes, {
      prefix: API_BASE_PATH,
      events: createPaymentEventsService(db, {
        customers: customerPayments,
        coupons: couponRedemptions,
      }),
      secret: paymentWebhookSecret,
    });
  } else {
    // Off: answered as a path that does not exist (not 401, which would say it does).
    app.post(
      `${API_BASE_PATH}/webhooks/payments`,
      { config: { public: true }, schema: { hide: true } },
      async () => {
        throw notFound(paymentEventMessages.notFound);
      },
    );
  }
};
