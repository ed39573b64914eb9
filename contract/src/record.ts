import { z } from 'zod';

/**
 * A stored record as the API answers it: its `_id` first, then its own fields, then when it was
 * created and last updated (ISO timestamps).
 */
export function storedRecord<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ _id: z.string(), ...fields, createdAt: z.string(), updatedAt: z.string() });
}
