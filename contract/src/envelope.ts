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
