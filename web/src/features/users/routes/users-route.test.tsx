import type { User } from '@coursedesk/contract/auth';
import { userMessages } from '@coursedesk/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { pagedJson } from '@/test/paged';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { statValue } from '@/test/stat-value';
import { UsersRoute } from './users-route';

function buildUser(overrides: Partial<User> & Pick<User, '_id' | 'name' | 'email'>): User {
  return {
    id: overrides._id,
    role: 'user',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const me = buildUser({
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Ada Admin',
  email: 'ada@example.com',
  role: 'admin',
});
const grace = buildUser({
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Grace Hopper',
  email: 'grace@example.com',
});
const linus = buildUser({
  _id: '33333333-3333-4333-8333-333333333333',
  name: 'Linus Student',
  email: 'linus@school.test',
});

function serveUsers(users: User[]) {
  server.use(
    http.get('/api/auth/users', ({ request }) => pagedJson(request, users, ['name', 'email'])),
    // The editor reads the account it opens, with its version; other paths fall through.
    http.get('/api/auth/users/:id', ({ params }) => {
      const found = users.find((user) => user._id === params.id);
      if (!found) return undefined;
      return HttpResponse.json({ success: true, data: found }, { headers: { ETag: '"1"' } });
    }),
  );
}

beforeEach(() => {
  server.use(
    http.get('/api/auth/users/stats', () =>
      HttpResponse.json({ success: true, data: { total: 3, admins: 1, users: 2 } }),
    ),
  );
});

function renderUsers() {
  return renderRoute(<UsersRoute />, { path: '/users' });
}

beforeEach(() => {
  startSession('admin.jwt.token', me);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('User Management', () => {
  it('lists the accounts, marks the signed-in admin and offers no delete on that row', async () => {
    serveUsers([me, grace, linus]);
    renderUsers();

    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const ownRow = await screen.findByRole('row', { name: /Ada Admin/ });
    expect(within(ownRow).getByText('(You)')).toBeInTheDocument();
    expect(within(ownRow).getByText(`ID: ${me._id}`)).toBeInTheDocument();
    expect(within(ownRow).getByRole('button', { name: 'Edit Ada Admin' })).toBeInTheDocument();
    expect(within(ownRow).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    const otherRow = screen.getByRole('row', { name: /Grace Hopper/ });
    expect(within(otherRow).queryByText('(You)')).not.toBeInTheDocument();
    expect(within(otherRow).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(otherRow).getByText('Active')).toBeInTheDocument();
    expect(
      within(otherRow).getByRole('button', { name: 'Delete Grace Hopper' }),
    ).toBeInTheDocument();

    expect(statValue('Total Users')).toBe('3');
    expect(statValue('Admins')).toBe('1');
    expect(statValue('Regular Users')).toBe('2');
    expect(screen.getByText('Security Note')).toBeInTheDocument();
  });

  it('searches the accounts by name or email on the server, the search in the address', async () => {
    serveUsers([me, grace, linus]);
    const { user, router } = renderUsers();
    await screen.findByRole('row', { name: /Grace Hopper/ });
    const search = screen.getByPlaceholderText('Search users by name or email...');

    await user.type(search, 'school.test');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Grace Hopper/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: /Linus Student/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=school.test');

    await user.clear(search);
    await user.type(search, 'GRACE');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Linus Student/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: /Grace Hopper/ })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    // The figures describe every account, not the filtered list.
    expect(statValue('Total Users')).toBe('3');
  });

  it('validates a new account, then creates it and reloads the list', async () => {
    const created = buildUser({
      _id: '44444444-4444-4444-8444-444444444444',
      name: 'New Person',
      email: 'new@example.com',
    });
    let users = [me, grace];
    let sentBody: unknown;
    server.use(
      http.get('/api/auth/users', ({ request }) => pagedJson(request, users, ['name', 'email'])),
      http.post('/api/auth/users', async ({ request }) => {
        sentBody = await request.json();
        users = [...users, created];
        return HttpResponse.json(
          { success: true, message: userMessages.userCreated, data: created },
          { status: 201 },
        );
      }),
    );
    const { user } = renderUsers();
    await screen.findByRole('row', { name: /Grace Hopper/ });

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findAllByText('Name and email are required')).not.toHaveLength(0);
    expect(sentBody).toBeUndefined();

    await user.type(within(dialog).getByLabelText('Name'), 'New Person');
    await user.type(within(dialog).getByLabelText('Email'), 'New@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Password is required for new users')).toBeVisible();
    expect(sentBody).toBeUndefined();

    await user.type(within(dialog).getByLabelText('Password'), 'a-strong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(sentBody).toEqual({
      name: 'New Person',
      email: 'new@example.com',
      role: 'user',
      password: 'a-strong-password',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /New Person/ })).toBeInTheDocument();
    expect(statValue('Total Users')).toBe('3');
  });

  it('shows the server message when saving fails', async () => {
    serveUsers([me, grace]);
    server.use(
      http.put('/api/auth/users/:id', () =>
        HttpResponse.json(
          { success: false, code: 'CONFLICT', message: userMessages.emailTaken },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Update User' }));

    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
  });

  it('locks the role of the last admin and never sends a password on update', async () => {
    let sentBody: unknown;
    serveUsers([me, grace]);
    server.use(
      http.put('/api/auth/users/:id', async ({ request, params }) => {
        sentBody = await request.json();
        return HttpResponse.json({
          success: true,
          message: userMessages.userUpdated,
          data: { ...me, name: 'Ada Lovelace', _id: String(params.id) },
        });
      }),
    );
    const { user } = renderUsers();

    await user.click(await screen.findByRole('button', { name: 'Edit Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Role')).toBeDisabled();
    expect(within(dialog).getByLabelText('Role')).toHaveDisplayValue('Admin');
    expect(
      within(dialog).getByText('Cannot change role: This is the last admin account'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();

    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(within(dialog).getByRole('button', { name: 'Update User' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(sentBody).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', role: 'admin' });
    // The signed-in admin's own details follow the edit.
    expect(JSON.parse(localStorage.getItem('admin_user') ?? 'null')).toMatchObject({
      name: 'Ada Lovelace',
    });
  });

  it('lets another account change role', async () => {
    serveUsers([me, grace]);
    const { user } = renderUsers();

    await user.click(await screen.findByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const role = within(dialog).getByLabelText('Role');
    expect(role).toBeEnabled();
    await user.selectOptions(role, 'Admin');
    expect(role).toHaveDisplayValue('Admin');
    expect(within(dialog).queryByText(/last admin account/)).not.toBeInTheDocument();
  });

  it('shows an error banner and loads again on Try again', async () => {
    let failing = true;
    server.use(
      http.get('/api/auth/users', ({ request }) =>
        failing
          ? HttpResponse.json(
              { success: false, code: 'INTERNAL_ERROR', message: 'Internal error' },
              { status: 500 },
            )
          : pagedJson(request, [me, grace]),
      ),
    );
    const { user } = renderUsers();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('row', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for confirmation before deleting', async () => {
    const deleted: string[] = [];
    let users = [me, grace];
    server.use(
      http.get('/api/auth/users', ({ request }) => pagedJson(request, users, ['name', 'email'])),
      http.delete('/api/auth/users/:id', ({ params }) => {
        deleted.push(String(params.id));
        users = users.filter((candidate) => candidate._id !== params.id);
        return HttpResponse.json({ success: true, message: userMessages.userDeleted });
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const { user } = renderUsers();
    const deleteGrace = await screen.findByRole('button', { name: 'Delete Grace Hopper' });

    await user.click(deleteGrace);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this user?');
    expect(deleted).toEqual([]);
    expect(screen.getByRole('row', { name: /Grace Hopper/ })).toBeInTheDocument();

    confirm.mockReturnValueOnce(true);
    await user.click(deleteGrace);

    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual([grace._id]);
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Grace Hopper/ })).not.toBeInTheDocument(),
    );
  });

  it('shows the fallback message when a delete fails without a server message', async () => {
    serveUsers([me, grace]);
    server.use(http.delete('/api/auth/users/:id', () => HttpResponse.error()));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderUsers();

    await user.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));

    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
  });
});
