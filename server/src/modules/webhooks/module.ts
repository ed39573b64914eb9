import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { WEBHOOK_LOG_DAYS } from '@coursedesk/contract/webhooks';
import type { AppModule } from '../module.ts';
import { createMailer } from './mailer.ts';
import { goLiveSources } from './repository.ts';
import { webhooksRoutes } from './routes.ts';
import { sealClearEndpointSecrets } from './secrets.ts';
import { createWebhookSender } from './sender.ts';
import { createWebhooksService } from './service.ts';
import { type OutboxWorker, startOutboxWorker } from './worker.ts';

/**
 * Change notifications and email to the business (docs/webhooks.md): the endpoints and their
 * delivery log, the admins' email choices, and this instance's outbox sender with its go-live
 * sweep, started when the server is ready and stopped (its attempts under way recorded) when it
 * closes.
 */
export const webhooksModule: AppModule = async (app, { db, outbox, collections }) => {
  const webhooks = createWebhooksService(db, {
    allowPrivate: outbox.allowPrivate,
    mailConfigured: outbox.smtpUrl !== undefined,
  });
  await app.register(webhooksRoutes, { prefix: API_BASE_PATH, webhooks });

  let worker: OutboxWorker | undefined;
  app.addHook('onReady', async () => {
    // No sender (the OpenAPI document's builders, on a database without tables): nothing to do.
    if (outbox.deliver === false) return;
    // Secrets an older version kept in clear are sealed under the key, once, before any send. A
    // database that cannot be reached now does not stop the start (its requests answer 503 until
    // it is back); the sender seals them at their first delivery (worker.ts).
    try {
      const sealed = await sealClearEndpointSecrets(db);
      if (sealed > 0) app.log.info({ sealed }, 'webhook secrets sealed under the secrets key');
    } catch (error) {
      app.log.warn({ err: error }, 'webhook secrets kept in clear could not be sealed now');
    }
    worker = await startOutboxWorker({
      db,
      log: app.log,
      sender: createWebhookSender({ allowPrivate: outbox.allowPrivate }),
      mailer: outbox.smtpUrl
        ? createMailer(outbox.smtpUrl, outbox.mailFrom ?? 'Coursedesk <coursedesk@localhost>')
        : undefined,
      keepDays: WEBHOOK_LOG_DAYS,
      ...(outbox.retryDelaysSeconds && { retryDelaysSeconds: outbox.retryDelaysSeconds }),
      ...(outbox.pollMs && { pollMs: outbox.pollMs }),
      ...(outbox.leaseSeconds && { leaseSeconds: outbox.leaseSeconds }),
      ...(outbox.gatherMs && { gatherMs: outbox.gatherMs }),
      goLiveSources: goLiveSources(collections),
      ...(outbox.goLiveMs && { goLiveMs: outbox.goLiveMs }),
      ...(outbox.now && { now: outbox.now }),
    });
  });
  app.addHook('onClose', async () => worker?.stop());
};
