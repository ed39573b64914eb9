import { lazy, Suspense, useState } from 'react';
import { useNotices } from '@/features/account/api/get-notices';
import { NoticesButtonFace, noticesButtonClass, noticesLabel } from './notices-button';

// The list (and the menu code it brings) loads when first opened, as the user menu's does.
const NoticesDropdown = lazy(async () => ({
  default: (await import('./notices-dropdown')).NoticesDropdown,
}));
const preload = () => void import('./notices-dropdown');

/**
 * The header's notices: changes other admins made to this admin's account (a password set, an
 * email changed), with the unread count on the bell.
 */
export function NoticesMenu() {
  const notices = useNotices();
  const [used, setUsed] = useState(false);
  const unread = notices.data?.unread ?? 0;
  const button = (
    <button
      type="button"
      aria-label={noticesLabel(unread)}
      aria-haspopup="menu"
      aria-expanded={false}
      className={noticesButtonClass}
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
      <NoticesButtonFace unread={unread} />
    </button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <NoticesDropdown notices={notices.data} />
    </Suspense>
  );
}
