import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { authHeaders, openSignedIn } from '../fixtures/api.ts';
import { freshSessionEachTest } from '../fixtures/session.ts';

// Change notifications (docs/webhooks.md): an admin adds a webhook, sends it a test event and
// sees the delivery in its log; the receiver is a local server this test starts (the e2e server
// runs with WEBHOOK_ALLOW_PRIVATE=true).

const session = freshSessionEachTest();

const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let receiver: http.Server;
let receiverUrl = '';

test.beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/site`;
});

test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test('a webhook is created, sent a test event, and shows the delivery', async ({
  page,
  request,
}) => {
  await openSignedIn(page, session, '/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
  await dialog.getByLabel('Endpoint URL').fill(receiverUrl);
  await dialog.getByLabel('Description').fill('Rebuild the website');
  await dialog.getByRole('button', { name: 'Create Webhook' }).click();

  const created = page.getByRole('dialog', { name: 'Webhook created' });
  await expect(created.getByLabel('Signing secret')).toHaveValue(/^whsec_/);
  await created.getByRole('button', { name: 'Done' }).click();

  const card = page.getByRole('region', { name: `Webhook ${receiverUrl}` });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test event queued')).toBeVisible();

  const log = card.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
  const row = log.getByRole('row').filter({ hasText: 'webhook.test' });
  await expect(row.getByText('delivered')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('204')).toBeVisible();
  expect(received).toHaveLength(1);
  expect(received[0]?.headers['coursedesk-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(JSON.parse(received[0]?.body ?? '{}').type).toBe('webhook.test');

  // The API tells the same story.
  const hooks = await request.get('/api/admin/webhooks', { headers: authHeaders(session.token) });
  const hook = (await hooks.json()).data.find((h: { url: string }) => h.url === receiverUrl);
  const deliveries = await request.get(`/api/admin/webhooks/${hook._id}/deliveries`, {
    headers: authHeaders(session.token),
  });
  expect((await deliveries.json()).data[0]).toMatchObject({
    status: 'delivered',
    lastStatusCode: 204,
  });
});
