import { type SiteKey, siteKeyMessages } from '@coursedesk/contract/site-keys';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { SiteKeysRoute } from './site-keys-route';

const website: SiteKey = {
  _id: '50000000-0000-4000-8000-000000000001',
  name: 'Main website',
  prefix: 'cdsk_a1b2',
  createdAt: '2026-03-01T09:00:00.000Z',
  lastUsedAt: '2026-03-14T10:30:00.000Z',
  revokedAt: null,
};

const retired: SiteKey = {
  _id: '50000000-0000-4000-8000-000000000002',
  name: 'Old website',
  prefix: 'cdsk_z9y8',
  createdAt: '2025-01-01T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: '2026-02-01T09:00:00.000Z',
};

/** Serves the list as it stands, and answers a create and a revoke as the server does. */
function serveKeys(initial: SiteKey[]) {
  let keys = [...initial];
  const created: unknown[] = [];
  const revoked: string[] = [];
  server.use(
    http.get('/api/admin/site-keys', () => HttpResponse.json({ success: true, data: keys })),
    http.post('/api/admin/site-keys', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      created.push(body);
      const key: SiteKey = {
        _id: '50000000-0000-4000-8000-000000000003',
        name: body.name,
        prefix: 'cdsk_n3w1',
        createdAt: '2026-03-15T09:00:00.000Z',
        lastUsedAt: null,
        revokedAt: null,
      };
      keys = [...keys, key];
      return HttpResponse.json(
        {
          success: true,
          message: siteKeyMessages.created,
          data: { ...key, key: 'cdsk_n3w1_secret-value-shown-once' },
        },
        { status: 201 },
      );
    }),
    http.post('/api/admin/site-keys/:id/revoke', ({ params }) => {
      const id = String(params.id);
      revoked.push(id);
      keys = keys.map((key) =>
        key._id === id ? { ...key, revokedAt: '2026-03-15T10:00:00.000Z' } : key,
      );
      const key = keys.find((candidate) => candidate._id === id);
      return HttpResponse.json({ success: true, message: siteKeyMessages.revoked, data: key });
    }),
  );
  return { created, revoked };
}

function renderPage() {
  return renderRoute(<SiteKeysRoute />, { path: '/site-keys' });
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  signInAs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Site keys', { timeout: 15_000 }, () => {
  it('lists each key by its first characters, its last use and whether it is revoked', async () => {
    serveKeys([website, retired]);
    renderPage();
    expect(await screen.findByText('Main website')).toBeInTheDocument();
    const active = within(row('Main website'));
    expect(active.getByText('cdsk_a1b2…')).toBeInTheDocument();
    expect(active.getByText('Active')).toBeInTheDocument();
    expect(active.getByRole('button', { name: 'Revoke Main website' })).toBeInTheDocument();
    const old = within(row('Old website'));
    expect(old.getByText('Never')).toBeInTheDocument();
    expect(old.getByText(/Revoked/)).toBeInTheDocument();
    // A revoked key cannot be revoked again.
    expect(old.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('says so when there are no keys yet', async () => {
    serveKeys([]);
    renderPage();
    expect(await screen.findByText(/No site keys yet/)).toBeInTheDocument();
  });

  it("shows the server's reason when the list cannot be loaded", async () => {
    server.use(
      http.get('/api/admin/site-keys', () =>
        HttpResponse.json(
          { success: false, code: 'INTERNAL_ERROR', message: 'The database is unavailable' },
          { status: 500 },
        ),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable');
  });

  it('asks for a name before creating a key, and sends nothing without one', async () => {
    const { created } = serveKeys([website]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New site key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New site key' });
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText(siteKeyMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);
    // Typing clears the message.
    await user.type(within(dialog).getByLabelText('Name'), 'Shop');
    expect(within(dialog).queryByText(siteKeyMessages.nameRequired)).not.toBeInTheDocument();
  });

  it('creates a key and shows it once: closed, the dialog forgets it and the list shows only its start', async () => {
    const { created } = serveKeys([website]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New site key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New site key' });
    await user.type(within(dialog).getByLabelText('Name'), '  Shop server ');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy the new key' });
    expect(within(shown).getByLabelText('Site key')).toHaveValue(
      'cdsk_n3w1_secret-value-shown-once',
    );
    expect(within(shown).getByText(/the only time the key is shown/)).toBeInTheDocument();
    expect(created).toEqual([{ name: 'Shop server' }]);
    expect(await screen.findByText(siteKeyMessages.created)).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Copy the new key' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Shop server')).toBeInTheDocument();
    expect(within(row('Shop server')).getByText('cdsk_n3w1…')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('cdsk_n3w1_secret-value-shown-once')).not.toBeInTheDocument();

    // Opened again, the dialog asks for a new name rather than showing the last key.
    await user.click(screen.getByRole('button', { name: 'New site key' }));
    const again = await screen.findByRole('dialog', { name: 'New site key' });
    expect(within(again).getByLabelText('Name')).toHaveValue('');
  });

  it('copies the new key', async () => {
    serveKeys([]);
    const { user } = renderPage();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'New site key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New site key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Shop');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy the new key' });
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('cdsk_n3w1_secret-value-shown-once');
    expect(await screen.findByText('Key copied')).toBeInTheDocument();
  });

  it("shows the server's reason when a key cannot be created, and keeps the form", async () => {
    serveKeys([]);
    server.use(
      http.post('/api/admin/site-keys', () =>
        HttpResponse.json(
          { success: false, code: 'VALIDATION_ERROR', message: siteKeyMessages.nameTooLong },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New site key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New site key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Shop');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(siteKeyMessages.nameTooLong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Shop');
    expect(screen.queryByRole('dialog', { name: 'Copy the new key' })).not.toBeInTheDocument();
  });

  it('revokes a key only once confirmed, then lists it as revoked', async () => {
    const { revoked } = serveKeys([website]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Revoke Main website' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke site key' });
    expect(within(confirm).getByText(/Revoke “Main website”\?/)).toBeInTheDocument();

    // Cancelled, nothing is sent.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Revoke site key' })).not.toBeInTheDocument(),
    );
    expect(revoked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Main website' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke site key' });
    await user.click(within(again).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(siteKeyMessages.revoked)).toBeInTheDocument();
    expect(revoked).toEqual([website._id]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Revoke site key' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(row('Main website')).getByText(/Revoked/)).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Revoke Main website' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a revoke fails, and keeps the question open", async () => {
    serveKeys([website]);
    server.use(
      http.post('/api/admin/site-keys/:id/revoke', () =>
        HttpResponse.json(
          { success: false, code: 'CONFLICT', message: siteKeyMessages.alreadyRevoked },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Revoke Main website' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke site key' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(siteKeyMessages.alreadyRevoked)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Revoke site key' })).toBeInTheDocument();
  });
});
