import type { ActivityEntry } from '@coursedesk/contract/activity';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { pageJson } from '@/test/paged';
import { renderWithQueries } from '@/test/render';
import { server } from '@/test/server';
import { HISTORY_LIMIT, HistoryPanel } from './history-panel';

const record = '22222222-2222-4222-8222-222222222222';

const update: ActivityEntry = {
  id: '33333333-3333-4333-8333-333333333331',
  at: '2026-03-05T10:00:00.000Z',
  actorType: 'user',
  actorId: '11111111-1111-4111-8111-111111111111',
  actorEmail: 'ada@example.com',
  area: 'blogs',
  action: 'update',
  recordId: record,
  recordLabel: 'Spring news',
  changes: { title: { before: 'Spring', after: 'Spring news' } },
  requestId: null,
  address: null,
};
const create: ActivityEntry = {
  ...update,
  id: '33333333-3333-4333-8333-333333333332',
  action: 'create',
  actorEmail: 'grace@example.com',
  changes: { title: { before: null, after: 'Spring' } },
};

function renderPanel(recordId: string | null | undefined) {
  return renderWithQueries(<HistoryPanel area="blogs" record={recordId} />);
}

describe('HistoryPanel', () => {
  it("asks for the record's entries and lists who did what, with an update's fields", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/activity', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return pageJson([update, create], { limit: HISTORY_LIMIT });
      }),
    );
    renderPanel(record);
    const panel = await screen.findByRole('region', { name: 'History' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Updated by ada@example.com');
    expect(items[0]).toHaveTextContent('title: Spring → Spring news');
    expect(panel).toHaveTextContent('Created by grace@example.com');
    expect(asked[0]?.get('area')).toBe('blogs');
    expect(asked[0]?.get('record')).toBe(record);
  });

  it('says so when nothing is recorded yet', async () => {
    server.use(http.get('/api/admin/activity', () => pageJson([], { limit: HISTORY_LIMIT })));
    renderPanel(record);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('shows nothing and asks nothing for a record not saved yet', () => {
    let asked = false;
    server.use(
      http.get('/api/admin/activity', () => {
        asked = true;
        return HttpResponse.json({});
      }),
    );
    const { container } = renderPanel(undefined);
    expect(container).toBeEmptyDOMElement();
    expect(asked).toBe(false);
  });

  it("asks for the whole area's entries for a page that is one record of its own", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/activity', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return pageJson([update], { limit: HISTORY_LIMIT });
      }),
    );
    renderPanel(null);
    const panel = await screen.findByRole('region', { name: 'History' });
    expect((await within(panel).findAllByRole('listitem'))[0]).toHaveTextContent(
      'Updated by ada@example.com',
    );
    expect(asked[0]?.get('area')).toBe('blogs');
    expect(asked[0]?.has('record')).toBe(false);
  });
});
