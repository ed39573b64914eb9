import type { User } from '@coursedesk/contract/auth';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RoleBadge } from '@/components/ui/role-badge';
import { UserMenu } from './user-menu';

interface HeaderProps {
  user: User;
  onOpenNavigation: () => void;
}

export function Header({ user, onOpenNavigation }: HeaderProps) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-surface/95 px-4 backdrop-blur sm:px-6 lg:px-8">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open navigation"
        onClick={onOpenNavigation}
        className="-ml-1 lg:hidden [&_svg]:size-5"
      >
        <Menu aria-hidden="true" />
      </Button>

      <div className="min-w-0 flex-1 leading-tight">
        <p className="text-xs text-slate-500">Welcome back</p>
        <p className="truncate font-semibold text-slate-900">{user.name || 'Admin'}</p>
      </div>

      <div className="hidden min-w-0 flex-col items-end leading-tight sm:flex">
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <RoleBadge role={user.role} className="mt-1" />
      </div>

      <UserMenu user={user} />
    </header>
  );
}
