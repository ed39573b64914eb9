import { Bell } from 'lucide-react';

// The notices bell, the same before its list has loaded (notices-menu.tsx) and after
// (notices-dropdown.tsx).

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
