import type { User } from '@coursedesk/contract/auth';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getInitials } from '@/lib/format';
import { RoleBadge } from './role-badge';

interface UsersTableProps {
  users: User[];
  currentUserId: string | undefined;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  deletingId: string | undefined;
}

const headerCell =
  'px-5 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

export function UsersTable({
  users,
  currentUserId,
  onEdit,
  onDelete,
  deletingId,
}: UsersTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">User accounts</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerCell}>
              User
            </th>
            <th scope="col" className={headerCell}>
              Email
            </th>
            <th scope="col" className={headerCell}>
              Role
            </th>
            <th scope="col" className={headerCell}>
              Status
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {users.map((user) => {
            const isCurrentUser = user._id === currentUserId;
            return (
              <tr key={user._id} className="transition-[background-color] hover:bg-slate-50/70">
                <td className="px-5 py-4">
                  <div className="flex items-center gap-3">
                    <div
                      aria-hidden="true"
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-edtech-green/10 text-sm font-semibold text-edtech-green-dark"
                    >
                      {getInitials(user.name)}
                    </div>
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">
                        {user.name}
                        {isCurrentUser ? (
                          <>
                            {' '}
                            <span className="text-sm font-normal text-edtech-green">(You)</span>
                          </>
                        ) : null}
                      </p>
                      <p className="font-mono text-xs text-slate-400">ID: {user._id}</p>
                    </div>
                  </div>
                </td>
                <td className="px-5 py-4 text-sm text-slate-600">{user.email}</td>
                <td className="px-5 py-4">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-5 py-4">
                  <Badge tone="green">Active</Badge>
                </td>
                <td className="px-5 py-4">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${user.name}`}
                      title="Edit"
                      onClick={() => onEdit(user)}
                      className="hover:text-edtech-blue"
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    {isCurrentUser ? null : (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${user.name}`}
                        title="Delete"
                        onClick={() => onDelete(user)}
                        disabled={deletingId === user._id}
                        className="hover:bg-edtech-red/10 hover:text-edtech-red"
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
