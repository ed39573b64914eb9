import type { User } from '@coursedesk/contract/auth';
import { lazy, Suspense, useState } from 'react';
import { UserMenuButtonFace, userMenuButtonClass } from './user-menu-button';

// The menu (and the menu, popper and positioning code it brings) loads when first opened, so it
// is no part of a screen's first load; the button looks and answers the same before and after.
const UserMenuDropdown = lazy(async () => ({
  default: (await import('./user-menu-dropdown')).UserMenuDropdown,
}));
const preload = () => void import('./user-menu-dropdown');

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
