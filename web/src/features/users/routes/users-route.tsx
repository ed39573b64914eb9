import type { User } from '@coursedesk/contract/auth';
import { USER_PAGE_SIZE } from '@coursedesk/contract/users';
import { UserPlus, Users } from 'lucide-react';
import { lazy, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { OnDemand } from '@/components/ui/on-demand';
import { PageHeader } from '@/components/ui/page-header';
import { ListSection } from '@/components/ui/table/list-section';
import type { FilterSpec } from '@/components/ui/table/url-filter-bar';
import { useSession } from '@/lib/session';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import { useListView } from '@/lib/use-list-view';
import { useDeleteUser } from '../api/delete-user';
import { useUserStats, useUsers } from '../api/get-users';
import { SecurityNote } from '../components/security-note';
import type { UserEditor } from '../components/user-form-dialog';
import { UsersStats } from '../components/users-stats';
import { UsersTable } from '../components/users-table';

// The form (and the dialog and form code it brings) loads when an account is first added or edited.
const UserFormDialog = lazy(async () => ({
  default: (await import('../components/user-form-dialog')).UserFormDialog,
}));

/** The view in the URL: ?page=&search=. */
const userViewShape = { page: z.coerce.number().int().min(1), search: z.string() };

const userFilters: FilterSpec[] = [
  {
    kind: 'search',
    key: 'search',
    label: 'Search users',
    placeholder: 'Search users by name or email...',
  },
];

export function UsersRoute() {
  const session = useSession();
  const currentUserId = session.status === 'signed-in' ? session.user._id : undefined;
  const view = useListView(userViewShape);
  const search = view.values.search?.trim() || undefined;
  const users = useUsers({ page: view.page, search });
  const stats = useUserStats();
  const deletion = useConfirmedDelete(useDeleteUser(), {
    confirm: 'Are you sure you want to delete this user?',
    failed: 'Failed to delete user',
  });
  const [editor, setEditor] = useState<UserEditor>({ mode: 'closed' });
  const visibleUsers: User[] = users.data?.users ?? [];

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

      {stats.data ? <UsersStats stats={stats.data} /> : null}

      <ListSection
        label="User accounts"
        view={view}
        filters={userFilters}
        query={users}
        errorMessage="Failed to fetch users"
        limit={USER_PAGE_SIZE}
        total={users.data?.pagination.total}
        loading={users.isPending}
        loadingLabel="Loading users..."
        skeletonColumns={4}
      >
        {visibleUsers.length > 0 ? (
          <UsersTable
            users={visibleUsers}
            currentUserId={currentUserId}
            onEdit={(user) => setEditor({ mode: 'edit', user })}
            onDelete={(user) => deletion.remove(user._id)}
            deletingId={deletion.deletingId}
          />
        ) : users.isError ? null : (
          <EmptyState
            icon={Users}
            title="No users found"
            description={
              search
                ? 'No account matches your search. Try another name or email.'
                : 'Add the first account to get started.'
            }
          />
        )}
      </ListSection>

      <SecurityNote />

      <OnDemand open={editor.mode !== 'closed'}>
        <UserFormDialog
          editor={editor}
          adminCount={stats.data?.admins}
          onClose={() => setEditor({ mode: 'closed' })}
        />
      </OnDemand>
    </div>
  );
}
