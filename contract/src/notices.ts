// Notices to an admin about changes another admin made to their account (docs/security.md,
// "Notices"): shown in the app's header. Each row keeps who acted and what changed, so a sender
// added later can mail the same rows; there is none yet.
import { z } from 'zod';
import { envelope } from './envelope.ts';

export const noticeKinds = ['password_set', 'email_changed'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** How many notices the list answers, newest first. */
export const NOTICE_LIST_LIMIT = 50;

export const notice = z.object({
  id: z.string(),
  kind: z.enum(noticeKinds),
  /** The admin who made the change, as they were named then; null once nobody is known. */
  by: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** An email change's old and new address. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notice = z.infer<typeof notice>;

export const noticeList = z.object({
  notices: z.array(notice),
  /** Unread among all of them, not only those listed. */
  unread: z.number().int().min(0),
});
export type NoticeList = z.infer<typeof noticeList>;
export const noticeListResponse = envelope(noticeList);

/** POST /auth/notices/read: the notices named, or every one when `ids` is left out. */
export const markNoticesReadInput = z.object({
  ids: z.array(z.uuid()).max(NOTICE_LIST_LIMIT).optional(),
});
export type MarkNoticesReadInput = z.input<typeof markNoticesReadInput>;

export const noticeMessages = { read: 'Marked as read' } as const;

/**
 * What a notice says, with its time already formatted by the caller (the app in the admin's own
 * time zone; a mail sender in its own way): "Your password was changed by Ada Lovelace
 * (ada@example.com) on 29 Nov 2026, 14:02".
 */
export function noticeText(item: Notice, when: string): string {
  const by = item.by ? `${item.by.name} (${item.by.email})` : 'another admin';
  switch (item.kind) {
    case 'password_set':
      return `Your password was changed by ${by} on ${when}.`;
    case 'email_changed':
      return `Your email was changed from ${item.from ?? 'your old address'} to ${item.to ?? 'a new address'} by ${by} on ${when}.`;
  }
}
