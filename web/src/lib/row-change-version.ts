// A change made in a list's row (a status picked in its dropdown) saved with the version of the
// record the row showed (docs/architecture.md, "Stale saves"). A list's rows carry no version, so
// the record is read first: when what the row showed of the fields it changes is no longer what
// is stored, the change is refused as stale without being sent; otherwise it is sent with the
// version read in If-Match, so a change made in between is refused by the server the same way.
import type { z } from 'zod';
import { ApiError, apiVersionedRequest } from './api-client';

/** Said when a row's record was changed by someone else since the list was loaded. */
export const ROW_CHANGED_ELSEWHERE =
  'Someone else changed this row since the list was loaded. The list now shows it as stored: choose again to change it.';

export async function saveRowChange<T extends z.ZodType<{ data: Record<string, unknown> }>>(
  path: string,
  schema: T,
  { shown, body }: { shown: Record<string, unknown>; body: Record<string, unknown> },
): Promise<z.output<T>> {
  const stored = await apiVersionedRequest(path, schema);
  const changedElsewhere = Object.keys(body).some(
    (field) => stored.body.data[field] !== shown[field],
  );
  if (changedElsewhere) {
    throw new ApiError({ status: 409, code: 'STALE', message: ROW_CHANGED_ELSEWHERE });
  }
  try {
    return (
      await apiVersionedRequest(path, schema, { method: 'PUT', body, ifMatch: stored.version })
    ).body;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'STALE') {
      throw new ApiError({ status: 409, code: 'STALE', message: ROW_CHANGED_ELSEWHERE });
    }
    throw error;
  }
}

/** Whether a row's change failed as stale. */
export const isStale = (error: unknown) => error instanceof ApiError && error.code === 'STALE';
