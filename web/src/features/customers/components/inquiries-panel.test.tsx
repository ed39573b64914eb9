import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { buildInquiry } from '@/test/factories';
import { pageJson } from '@/test/paged';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { InquiriesPanel } from './inquiries-panel';

// A list with its lazy pieces: slow on a busy machine, so the waits are generous.
const wait = { timeout: 10_000 };

describe('the Inquiries list', { timeout: 30_000 }, () => {
  it('says how often a message was sent, and when last, only when it came more than once', async () => {
    const repeated = buildInquiry({
      _id: '44444444-4444-4444-8444-444444444444',
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Ada Lovelace',
      timesSent: 3,
      createdAt: '2026-03-12T09:00:00.000Z',
      lastSentAt: '2026-03-12T09:04:00.000Z',
    });
    const once = buildInquiry({ name: 'Grace Hopper' });
    server.use(http.get('/api/inquiries', () => pageJson([repeated, once])));
    renderRoute(<InquiriesPanel />, { path: '/user-management' });

    const row = await screen.findByRole('row', { name: /Ada Lovelace/ }, wait);
    expect(within(row).getByText(/^Sent 3 times/)).toHaveTextContent(
      `Sent 3 times, last ${formatDateTime('2026-03-12T09:04:00.000Z')}`,
    );
    const single = screen.getByRole('row', { name: /Grace Hopper/ });
    expect(within(single).queryByText(/^Sent/)).not.toBeInTheDocument();
  });
});
