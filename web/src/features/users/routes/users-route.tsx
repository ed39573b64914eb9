import type { User } from '@coursedesk/contract/auth';
import { Search, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { SecurityNote } from '../components/security-note';
import { type UserEditor, UserFormDialog } from '../components/user-form-dialog';
import { UsersStats } from '../components/users-stats';
import { UsersTable } from '../components/users-table';

export function UsersRoute() {
  const session = useSession();
  const currentUserId = session.status === 'signed-in' ? session.user._id : undefined;
  const users = useUsers();
  const deleteUser = useDeleteUser();
  const [search, setSearch] = useState('');
  const [editor, setEditor] = useState<UserEditor>({ mode: 'closed' });

  const allUsers = users.data ?? [];
  const visibleUsers = filterUsers(allUsers, search);

  function handleDelete(user: User) {
    if (!window.confirm('Are you sure you want to delete this user?')) return;
    deleteUser.mutate(user._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
      },
      onError: (error) => {
        notifyError(errorMessage(error, 'Failed to delete user'));
      },
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="User Management"
        description="Create, edit and remove the accounts that can be given access to this panel."
        actions={
          <Button onClick={() => setEditor({ mode: 'create' })}>
            <UserPlus aria-hidden="true" />
            Add User
          </Button>
        }
      />

      {users.isError ? (
        <ErrorBanner
          message="Failed to fetch users"
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : null}

      {users.data ? <UsersStats users={users.data} /> : null}

      {users.isError && !users.data ? null : (
        <Card as="section" aria-label="User accounts" className="overflow-hidden">
          <div className="border-b border-slate-200 p-4">
            <div className="relative max-w-md">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              />
              <Input
                type="search"
                aria-label="Search users"
                placeholder="Search users by name or email..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="pl-9"
              />
            </div>
          </div>

          {users.isPending ? (
            <Spinner label="Loading users..." className="py-16" />
          ) : visibleUsers.length > 0 ? (
            <UsersTable
              users={visibleUsers}
              currentUserId={currentUserId}
              onEdit={(user) => setEditor({ mode: 'edit', user })}
              onDelete={handleDelete}
              deletingId={deleteUser.isPending ? deleteUser.variables : undefined}
            />
          ) : (
            <EmptyState
              icon={Users}
              title="No users found"
              description={
                search.trim()
                  ? 'No account matches your search. Try another name or email.'
                  : 'Add the first account to get started.'
              }
            />
          )}
        </Card>
      )}

      <SecurityNote />

      <UserFormDialog
        editor={editor}
        users={allUsers}
        onClose={() => setEditor({ mode: 'closed' })}
      />
    </div>
  );
}

function filterUsers(users: User[], search: string): User[] {
  const query = search.trim().toLowerCase();
  if (!query) return users;
  return users.filter(
    (user) => user.name.toLowerCase().includes(query) || user.email.toLowerCase().includes(query),
  );
}
