import { type NoticeList, noticeText } from '@coursedesk/contract/notices';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CheckCheck } from 'lucide-react';
import { useMarkNoticesRead } from '@/features/account/api/mark-notices-read';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { NoticesButtonFace, noticesButtonClass, noticesLabel } from './notices-button';

const itemClass =
  'flex cursor-pointer flex-col gap-1 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-highlighted:bg-slate-100';

/**
 * The notices list, loaded on first use and shown open then (notices-menu.tsx). Choosing an
 * unread notice marks it read; "Mark all as read" marks every one.
 */
export function NoticesDropdown({ notices }: { notices: NoticeList | undefined }) {
  const markRead = useMarkNoticesRead();
  const items = notices?.notices ?? [];
  const unread = notices?.unread ?? 0;
  return (
    // Not modal, like the user menu: the page is not hidden from assistive technology.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={noticesLabel(unread)} className={noticesButtonClass}>
        <NoticesButtonFace unread={unread} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        aria-label="Notices"
        className="z-50 max-h-[70vh] w-80 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-surface p-1.5 shadow-lg motion-safe:data-[state=open]:animate-fade-in"
      >
        <DropdownMenu.Label className="px-3 py-2 text-sm font-semibold text-slate-900">
          Notices
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {items.length === 0 ? (
          <p className="px-3 py-4 text-sm text-slate-500">
            No notices. You are told here when another admin changes your password or email.
          </p>
        ) : (
          items.map((notice) => {
            const isUnread = notice.readAt === null;
            return (
              <DropdownMenu.Item
                key={notice.id}
                onSelect={(event) => {
                  // The list stays open, so the rest can be read.
                  event.preventDefault();
                  if (isUnread) markRead.mutate([notice.id]);
                }}
                className={itemClass}
              >
                <span className={cn(isUnread && 'font-semibold text-slate-900')}>
                  {isUnread ? <span className="sr-only">Unread:</span> : null}
                  {isUnread ? ' ' : null}
                  {noticeText(notice, formatDateTime(notice.createdAt))}
                </span>
                {isUnread ? (
                  <span aria-hidden="true" className="text-xs font-medium text-edtech-green-dark">
                    New
                  </span>
                ) : null}
              </DropdownMenu.Item>
            );
          })
        )}
        {unread > 0 ? (
          <>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              disabled={markRead.isPending}
              onSelect={(event) => {
                event.preventDefault();
                markRead.mutate(undefined);
              }}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-disabled:opacity-50 data-highlighted:bg-slate-100"
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              Mark all as read
            </DropdownMenu.Item>
          </>
        ) : null}
        <p className="px-3 pt-2 pb-1 text-xs text-slate-500">
          Notices are shown here, in the app; none is sent by email.
        </p>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
