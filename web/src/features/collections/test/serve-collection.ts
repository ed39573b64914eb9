import { HttpResponse, http } from 'msw';
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

/**
 * Serves one collection from memory, as the API does, and records every write it receives.
 * `messages` are the success messages the server answers with.
 */
export function serveCollection(
  name: string,
  initial: StoredItem[],
  messages: { created: string; updated: string; deleted: string },
) {
  let items = [...initial];
  const calls: RecordedCall[] = [];
  server.use(
    http.get(`/api/admin/${name}`, () => HttpResponse.json({ success: true, data: items })),
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
      items = items.filter((item) => item._id !== id);
      return HttpResponse.json({ success: true, message: messages.deleted });
    }),
  );
  return { calls };
}
