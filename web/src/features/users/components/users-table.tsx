import type { User } from '@coursedesk/contract/auth';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RoleBadge } from '@/components/ui/role-badge';
import { getInitials } from '@/lib/format';

interface UsersTableProps {
  users: User[];
  currentUserId: string | undefined;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  deletingId: string | undefined;
}

const headerCell =
  'px-5 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/**
 * Below 640 px each row is a card rather than a table row, so the role, status and actions stay
 * in view without scrolling sideways: name and actions on top, then the email, then the badges.
 */
const cardRow =
  'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-2 max-sm:gap-y-2 max-sm:p-4';
const cell = 'px-5 py-4 max-sm:p-0';

export function UsersTable({
  users,
  currentUserId,
  onEdit,
  onDelete,
  deletingId,
}: UsersTableProps) {
  return (
    <div className="sm:overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 max-sm:block">
        <caption className="sr-only">User accounts</caption>
        <thead className="bg-slate-50 max-sm:sr-only">
          <tr>
            {['User', 'Email', 'Role', 'Status'].map((label) => (
              <th key={label} scope="col" className={headerCell}>
                {label}
              </th>
            ))}
            <th scope="col" className={`${headerCell} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-surface max-sm:block">
          {users.map((user) => {
            const isCurrentUser = user._id === currentUserId;
            return (
              <tr
                key={user._id}
                className={`transition-[background-color] hover:bg-slate-50/70 ${cardRow}`}
              >
                <td className={`${cell} min-w-0 max-sm:order-1 max-sm:flex-1`}>
                  <div className="flex items-center gap-3">
                    <div
                      aria-hidden="true"
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-edtech-green/10 text-sm font-semibold text-edtech-green-dark"
                    >
                      {getInitials(user.name)}
                    </div>
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">
                        {user.name}
                        {isCurrentUser ? (
                          <>
                            {' '}
                            <span className="text-sm font-normal text-edtech-green">(You)</span>
                          </>
                        ) : null}
                      </p>
                      <p className="font-mono text-xs text-slate-500 max-sm:break-all">
                        ID: {user._id}
                      </p>
                    </div>
                  </div>
                </td>
                <td
                  className={`${cell} text-sm text-slate-600 max-sm:break-all max-sm:order-3 max-sm:basis-full`}
                >
                  {user.email}
                </td>
                <td className={`${cell} max-sm:order-4`}>
                  <RoleBadge role={user.role} />
                </td>
                <td className={`${cell} max-sm:order-5`}>
                  <Badge tone="green">Active</Badge>
                </td>
                <td className={`${cell} max-sm:order-2 max-sm:self-start`}>
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
