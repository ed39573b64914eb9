import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNotices } from '@/features/account/api/get-notices';

// The list (and the menu code it brings) loads when first opened, as the user menu's does.
const NoticesDropdown = lazy(async () => ({
  default: (await import('./notices-dropdown')).NoticesDropdown,
}));
const preload = () => void import('./notices-dropdown');

export const noticesButtonClass =
  'relative flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-edtech-green data-[state=open]:bg-slate-100';

/** The bell's accessible name: how many notices are unread. */
export const noticesLabel = (unread: number) =>
  unread === 0 ? 'Notices' : `Notices, ${unread} unread`;

/** The bell and its unread count. */
export function NoticesButtonFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-edtech-red px-1 text-[10px] leading-4 font-semibold text-white"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </>
  );
}

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
