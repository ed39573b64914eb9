import type { User } from '@coursedesk/contract/auth';
import { Menu, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RoleBadge } from '@/components/ui/role-badge';
import { shortcutLabel } from '@/lib/shortcuts';
import { NoticesMenu } from './notices-menu';
import { UserMenu } from './user-menu';

interface HeaderProps {
  user: User;
  onOpenNavigation: () => void;
  onOpenPalette: () => void;
}

export function Header({ user, onOpenNavigation, onOpenPalette }: HeaderProps) {
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

      <button
        type="button"
        onClick={onOpenPalette}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm text-slate-500 transition-colors hover:bg-slate-50 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-slate-400"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="hidden md:inline">Search or jump to...</span>
        <span className="sr-only md:hidden">Open the command palette</span>
        <kbd className="hidden rounded border border-slate-200 bg-slate-50 px-1.5 font-mono text-xs md:inline">
          {shortcutLabel('mod+k')}
        </kbd>
      </button>

      <div className="hidden min-w-0 flex-col items-end leading-tight sm:flex">
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <RoleBadge role={user.role} className="mt-1" />
      </div>

      <NoticesMenu />
      <UserMenu user={user} />
    </header>
  );
}
