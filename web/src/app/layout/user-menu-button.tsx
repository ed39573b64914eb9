import type { User } from '@coursedesk/contract/auth';
import { ChevronDown } from 'lucide-react';
import { getInitials } from '@/lib/format';

// The account menu's button, the same before its menu has loaded (user-menu.tsx) and after
// (user-menu-dropdown.tsx).

export const userMenuButtonClass =
  'flex items-center gap-2 rounded-full p-1 pr-2 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-edtech-green data-[state=open]:bg-slate-100';

/** The menu button's initials and chevron. */
export function UserMenuButtonFace({ user }: { user: User }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-edtech-green-solid text-sm font-semibold text-white"
      >
        {getInitials(user.name) || 'A'}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
    </>
  );
}
