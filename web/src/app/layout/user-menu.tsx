import type { User } from '@coursedesk/contract/auth';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { getInitials } from '@/lib/format';

// The menu (and the menu, popper and positioning code it brings) loads when first opened, so it
// is no part of a screen's first load; the button looks and answers the same before and after.
const UserMenuDropdown = lazy(async () => ({
  default: (await import('./user-menu-dropdown')).UserMenuDropdown,
}));
const preload = () => void import('./user-menu-dropdown');

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

/** The header's account menu: account security, the theme and signing out. */
export function UserMenu({ user }: { user: User }) {
  const [used, setUsed] = useState(false);
  const button = (
    <button
      type="button"
      aria-label="User menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className={userMenuButtonClass}
      // Pointing at the button or focusing it starts loading the menu before it is opened.
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setUsed(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setUsed(true);
        }
      }}
    >
      <UserMenuButtonFace user={user} />
    </button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}
