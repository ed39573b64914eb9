import { type Webhook, type WebhookDelivery, webhookMessages } from '@coursedesk/contract/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { WebhooksRoute } from './webhooks-route';

const stamps = { createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z' };

const build: Webhook = {
  _id: '60000000-0000-4000-8000-000000000001',
  url: 'https://build.example.com/hooks/coursedesk',
  description: 'Rebuild the website',
  events: ['content.published', 'content.updated'],
  enabled: true,
  ...stamps,
};

const crm: Webhook = {
  _id: '60000000-0000-4000-8000-000000000002',
  url: 'https://crm.example.com/in',
  description: '',
  events: ['inquiry.created'],
  enabled: false,
  ...stamps,
};

function delivery(overrides: Partial<WebhookDelivery>): WebhookDelivery {
  return {
    _id: '70000000-0000-4000-8000-000000000001',
    eventId: 'evt_1',
    eventType: 'content.published',
    status: 'delivered',
    attempts: 1,
    createdAt: '2026-03-14T10:30:00.000Z',
    lastAttemptAt: '2026-03-14T10:30:00.000Z',
    nextAttemptAt: null,
    lastStatusCode: 204,
    lastDurationMs: 87,
    lastError: null,
    deliveredAt: '2026-03-14T10:30:00.000Z',
    ...overrides,
  };
}

/** Serves the endpoints and their logs, and records what the screen sends. */
function serveWebhooks(initial: Webhook[], logs: Record<string, WebhookDelivery[]> = {}) {
  let hooks = [...initial];
  const sent = {
    created: [] as unknown[],
    updated: [] as { id: string; body: unknown }[],
    deleted: [] as string[],
    tested: [] as string[],
    redelivered: [] as string[],
  };
  server.use(
    http.get('/api/admin/webhooks', () => HttpResponse.json({ success: true, data: hooks })),
    http.get('/api/admin/webhooks/:id/deliveries', ({ params }) =>
      HttpResponse.json({ success: true, data: logs[String(params.id)] ?? [] }),
    ),
    http.post('/api/admin/webhooks', async ({ request }) => {
      const body = (await request.json()) as Omit<Webhook, '_id' | 'createdAt' | 'updatedAt'>;
      sent.created.push(body);
      const created = { ...body, _id: '60000000-0000-4000-8000-000000000003', ...stamps };
      hooks = [...hooks, created];
      return HttpResponse.json(
        {
          success: true,
          message: webhookMessages.created,
          data: { ...created, secret: 'whsec_shown_once' },
        },
        { status: 201 },
      );
    }),
    http.put('/api/admin/webhooks/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Webhook>;
      sent.updated.push({ id: String(params.id), body });
      hooks = hooks.map((hook) => (hook._id === params.id ? { ...hook, ...body } : hook));
      const updated = hooks.find((hook) => hook._id === params.id);
      return HttpResponse.json({ success: true, message: webhookMessages.updated, data: updated });
    }),
    http.delete('/api/admin/webhooks/:id', ({ params }) => {
      sent.deleted.push(String(params.id));
      hooks = hooks.filter((hook) => hook._id !== params.id);
      return HttpResponse.json({ success: true, message: webhookMessages.deleted });
    }),
    http.post('/api/admin/webhooks/:id/test', ({ params }) => {
      sent.tested.push(String(params.id));
      return HttpResponse.json({
        success: true,
        message: webhookMessages.testQueued,
        data: delivery({ eventType: 'webhook.test', status: 'pending', lastStatusCode: null }),
      });
    }),
    http.post('/api/admin/webhooks/deliveries/:id/redeliver', ({ params }) => {
      sent.redelivered.push(String(params.id));
      return HttpResponse.json({
        success: true,
        message: webhookMessages.redelivered,
        data: delivery({ _id: '70000000-0000-4000-8000-000000000009', status: 'delivered' }),
      });
    }),
  );
  return sent;
}

function renderPage() {
  return renderRoute(<WebhooksRoute />, { path: '/webhooks' });
}

const card = (url: string) => screen.getByRole('region', { name: `Webhook ${url}` });

beforeEach(() => {
  signInAs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Webhooks', { timeout: 15_000 }, () => {
  it('lists each endpoint with its note, its events and whether it is disabled', async () => {
    serveWebhooks([build, crm]);
    renderPage();
    const first = within(await screen.findByRole('region', { name: `Webhook ${build.url}` }));
    expect(first.getByRole('heading', { name: build.url })).toBeInTheDocument();
    expect(first.getByText('Rebuild the website')).toBeInTheDocument();
    expect(first.getByText('Content published')).toBeInTheDocument();
    expect(first.getByText('Content updated')).toBeInTheDocument();
    expect(first.queryByText('Disabled')).not.toBeInTheDocument();
    const second = within(card(crm.url));
    expect(second.getByText('Disabled')).toBeInTheDocument();
    expect(second.getByText('New inquiry')).toBeInTheDocument();
  });

  it('says so when there are no webhooks, and when they cannot be loaded', async () => {
    serveWebhooks([]);
    const first = renderPage();
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    first.unmount();

    server.use(http.get('/api/admin/webhooks', () => HttpResponse.json({}, { status: 500 })));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch webhooks');
  });

  it("shows an endpoint's deliveries: event, status with its tries, answer and duration", async () => {
    serveWebhooks([build, crm], {
      [build._id]: [
        delivery({}),
        delivery({
          _id: '70000000-0000-4000-8000-000000000002',
          eventType: 'content.updated',
          status: 'failed',
          attempts: 3,
          lastStatusCode: null,
          lastDurationMs: null,
          lastError: 'connect ECONNREFUSED',
          deliveredAt: null,
        }),
      ],
    });
    renderPage();
    const log = await screen.findByRole('table', { name: `Deliveries to ${build.url}` });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('content.published');
    expect(within(rows[0] as HTMLElement).getByText('delivered')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('204');
    expect(rows[0]).toHaveTextContent('87 ms');
    expect(within(rows[1] as HTMLElement).getByText('failed (3 tries)')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('no answer')).toHaveAttribute(
      'title',
      'connect ECONNREFUSED',
    );
    // An endpoint never sent anything says so.
    expect(
      await within(card(crm.url)).findByText('No deliveries yet. Send a test event.'),
    ).toBeInTheDocument();
  });

  it('sends a test event to one endpoint and says it is queued', async () => {
    const sent = serveWebhooks([build, crm]);
    const { user } = renderPage();
    const second = within(await screen.findByRole('region', { name: `Webhook ${crm.url}` }));
    await user.click(second.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText(webhookMessages.testQueued)).toBeInTheDocument();
    expect(sent.tested).toEqual([crm._id]);
  });

  it("shows the server's reason when a test send fails", async () => {
    serveWebhooks([build]);
    server.use(
      http.post('/api/admin/webhooks/:id/test', () =>
        HttpResponse.json(
          { success: false, code: 'NOT_FOUND', message: webhookMessages.notFound },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(await screen.findByText(webhookMessages.notFound)).toBeInTheDocument();
  });

  it('sends a delivery again', async () => {
    const sent = serveWebhooks([build], { [build._id]: [delivery({ status: 'failed' })] });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Redeliver' }));
    expect(await screen.findByText(webhookMessages.redelivered)).toBeInTheDocument();
    expect(sent.redelivered).toEqual(['70000000-0000-4000-8000-000000000001']);
  });

  it('checks the address and the events before sending anything', async () => {
    const sent = serveWebhooks([]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Webhook' });
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'ftp://example.com');
    for (const label of ['Content published', 'Content updated', 'Content deleted']) {
      await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(label) }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create Webhook' }));
    expect(within(dialog).getByText(webhookMessages.urlInvalid)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(webhookMessages.eventsRequired)).toBeInTheDocument();
    expect(sent.created).toEqual([]);
  });

  it('creates an endpoint and shows its signing secret once', async () => {
    const sent = serveWebhooks([]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Webhook' });
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'https://hooks.example.com/cd');
    await user.type(within(dialog).getByLabelText('Description'), 'Tell the CRM');
    await user.click(within(dialog).getByRole('checkbox', { name: /New inquiry/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Webhook' }));

    const created = await screen.findByRole('dialog', { name: 'Webhook created' });
    expect(within(created).getByLabelText('Signing secret')).toHaveValue('whsec_shown_once');
    expect(within(created).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(sent.created).toEqual([
      {
        url: 'https://hooks.example.com/cd',
        description: 'Tell the CRM',
        events: ['content.published', 'content.updated', 'content.deleted', 'inquiry.created'],
        enabled: true,
      },
    ]);

    await user.click(within(created).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Webhook created' })).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByRole('region', { name: 'Webhook https://hooks.example.com/cd' }),
    ).toBeInTheDocument();
    expect(screen.queryByDisplayValue('whsec_shown_once')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an address beside the field", async () => {
    serveWebhooks([]);
    server.use(
      http.post('/api/admin/webhooks', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Validation failed',
            issues: [{ path: 'url', message: webhookMessages.urlRefused }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Webhook' });
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Create Webhook' }));
    expect(await within(dialog).findByText(webhookMessages.urlRefused)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Webhook created' })).not.toBeInTheDocument();
  });

  it('edits an endpoint: turned off, it is sent disabled', async () => {
    const sent = serveWebhooks([build]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Edit ${build.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Webhook' });
    expect(within(dialog).getByLabelText('Endpoint URL')).toHaveValue(build.url);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Webhook' }));
    expect(await screen.findByText(webhookMessages.updated)).toBeInTheDocument();
    expect(sent.updated).toEqual([
      {
        id: build._id,
        body: {
          url: build.url,
          description: build.description,
          events: build.events,
          enabled: false,
        },
      },
    ]);
    expect(await within(card(build.url)).findByText('Disabled')).toBeInTheDocument();
  });

  it('deletes an endpoint only once confirmed', async () => {
    const sent = serveWebhooks([build, crm]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { user } = renderPage();
    const remove = await screen.findByRole('button', { name: `Delete ${build.url}` });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this webhook? Its delivery log goes with it.',
    );
    expect(sent.deleted).toEqual([]);

    await user.click(remove);
    expect(await screen.findByText(webhookMessages.deleted)).toBeInTheDocument();
    expect(sent.deleted).toEqual([build._id]);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: `Webhook ${build.url}` }),
      ).not.toBeInTheDocument(),
    );
    expect(card(crm.url)).toBeInTheDocument();
  });

  it("shows the server's reason when a delete fails", async () => {
    serveWebhooks([build]);
    server.use(
      http.delete('/api/admin/webhooks/:id', () =>
        HttpResponse.json(
          { success: false, code: 'INTERNAL_ERROR', message: 'The database is unavailable' },
          { status: 500 },
        ),
      ),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Delete ${build.url}` }));
    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
    expect(card(build.url)).toBeInTheDocument();
  });
});
