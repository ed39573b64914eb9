import { type StaleChange, staleMessage } from '@coursedesk/contract/errors';
import { HttpResponse } from 'msw';

/** The server's refusal of a save made on an older version (409), with the record's `etag` now. */
export function staleAnswer(
  etag: string,
  changedBy: StaleChange['changedBy'] = { email: 'grace@example.com', name: 'Grace Hopper' },
) {
  return HttpResponse.json(
    {
      success: false,
      code: 'STALE',
      message: staleMessage,
      stale: { changedBy, changedAt: '2025-01-02T09:30:00.000Z' },
    },
    { status: 409, headers: { ETag: etag } },
  );
}
