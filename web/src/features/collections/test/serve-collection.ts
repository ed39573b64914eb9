import { HttpResponse, http } from 'msw';
import { pageAnswer } from '@/test/paged';
import { server } from '@/test/server';

export interface StoredItem {
  _id: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export interface RecordedCall {
  method: string;
  id?: string;
  body?: unknown;
}

const timestamp = '2025-01-01T00:00:00.000Z';

/** An item as the API would store it. */
export function storedItem(_id: string, fields: Record<string, unknown>): StoredItem {
  return { _id, createdAt: timestamp, updatedAt: timestamp, ...fields };
}

/** The highest number of numbered IDs ('stat-007', or 7), as the server's summary says it. */
function highestNumber(items: StoredItem[]): number {
  const numbers = items.map((item) => Number(/(\d+)$/.exec(String(item.id ?? ''))?.[1] ?? 0));
  return Math.max(0, ...numbers);
}

/**
 * Serves one collection from memory, as the API does, and records every write it receives.
 * `messages` are the success messages the server answers with.
 */
export function serveCollection(
  name: string,
  initial: StoredItem[],
  messages: { created: string; updated: string; deleted: string },
  summaryStats: (items: StoredItem[]) => Record<string, number> = () => ({}),
) {
  let items = [...initial];
  const trash = new Map<string, StoredItem>();
  const calls: RecordedCall[] = [];
  /** The query of every list read, in order. */
  const lists: URLSearchParams[] = [];
  server.use(
    http.get(`/api/admin/${name}`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const search = url.searchParams.get('search')?.toLowerCase();
      const found = search
        ? items.filter((item) =>
            Object.values(item).some((value) => String(value).toLowerCase().includes(search)),
          )
        : items;
      lists.push(url.searchParams);
      return HttpResponse.json(pageAnswer(found, page, limit));
    }),
    http.get(`/api/admin/${name}/summary`, () =>
      HttpResponse.json({
        success: true,
        data: {
          total: items.length,
          stats: summaryStats(items),
          highestNumber: highestNumber(items),
        },
      }),
    ),
    // The editor reads the item it opens, with its version.
    http.get(`/api/admin/${name}/:id`, ({ params }) => {
      const item = items.find((stored) => stored._id === params.id);
      if (!item) return undefined;
      return HttpResponse.json({ success: true, data: item }, { headers: { ETag: '"1"' } });
    }),
    http.post(`/api/admin/${name}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'POST', body });
      const created = storedItem(`new-${items.length + 1}`, body);
      items = [...items, created];
      return HttpResponse.json(
        { success: true, message: messages.created, data: created },
        { status: 201 },
      );
    }),
    http.put(`/api/admin/${name}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const id = String(params.id);
      calls.push({ method: 'PUT', id, body });
      items = items.map((item) => (item._id === id ? { ...item, ...body } : item));
      const updated = items.find((item) => item._id === id);
      return HttpResponse.json({ success: true, message: messages.updated, data: updated });
    }),
    http.delete(`/api/admin/${name}/:id`, ({ params }) => {
      const id = String(params.id);
      calls.push({ method: 'DELETE', id });
      const deleted = items.find((item) => item._id === id);
      items = items.filter((item) => item._id !== id);
      // The record goes to the trash, from which the toast's Undo restores it.
      const trashId = `00000000-0000-4000-8000-${String(trash.size + 1).padStart(12, '0')}`;
      if (deleted) trash.set(trashId, deleted);
      return HttpResponse.json({ success: true, message: messages.deleted, trashId });
    }),
    http.post('/api/admin/trash/:id/restore', ({ params }) => {
      const trashId = String(params.id);
      calls.push({ method: 'RESTORE', id: trashId });
      const restored = trash.get(trashId);
      if (!restored) {
        return HttpResponse.json(
          { success: false, code: 'NOT_FOUND', message: 'Trash entry not found' },
          { status: 404 },
        );
      }
      trash.delete(trashId);
      items = [...items, restored];
      return HttpResponse.json({
        success: true,
        message: 'Restored successfully',
        data: { area: name, recordId: restored._id },
      });
    }),
  );
  return { calls, lists };
}
