import { z } from 'zod';

/** The `{ success, data, message }` envelope every successful API answer uses (docs/architecture.md). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
}

export const messageOnly = z.object({ success: z.literal(true), message: z.string() });

/**
 * The reply of a delete that moved the record to the trash (docs/trash.md): the delete's message,
 * and the trash entry's id (`trashId`), with which the record can be restored (the toast's Undo).
 */
export const deletedResponse = messageOnly.extend({ trashId: z.uuid().optional() });
export type DeletedReply = z.infer<typeof deletedResponse>;
