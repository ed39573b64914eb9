import { faqsCollection } from '@coursedesk/contract/collections/faqs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { serveCollection, storedItem } from '../test/serve-collection';
import { CollectionRoute } from './collection-route';

const faqMessages = {
  created: 'FAQ created successfully',
  updated: 'FAQ updated successfully',
  deleted: 'FAQ deleted successfully',
};

const duration = storedItem('faq-a', {
  id: 1,
  question: 'How long is a course?',
  answer: 'Twelve weeks, part time.',
});
const refunds = storedItem('faq-b', {
  id: 5,
  question: 'Can I get a refund?',
  answer: 'Within 14 days.',
});
const jobs = storedItem('faq-c', { id: 3, question: 'Do you help with jobs?', answer: 'Yes.' });

function renderFaqs() {
  return renderRoute(<CollectionRoute definition={faqsCollection} />, { path: '/faqs' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FAQ Section', () => {
  it('lists the FAQs in the order the API gives, each with its number', async () => {
    serveCollection('faqs', [duration, jobs, refunds], faqMessages);
    renderFaqs();

    expect(screen.getByRole('heading', { level: 1, name: 'FAQ Section' })).toBeInTheDocument();
    expect(screen.getByText(faqsCollection.description)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'FAQ Section' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['How long is a course?', 'Do you help with jobs?', 'Can I get a refund?']);
    const first = screen.getByRole('article', { name: 'How long is a course?' });
    expect(within(first).getByText('1')).toBeInTheDocument();
    expect(within(first).getByText('Twelve weeks, part time.')).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Edit How long is a course?' }),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Delete How long is a course?' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No FAQs')).not.toBeInTheDocument();
  });

  it('says so when there are no FAQs', async () => {
    serveCollection('faqs', [], faqMessages);
    renderFaqs();

    expect(await screen.findByText('No FAQs')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'FAQ Section' })).not.toBeInTheDocument();
  });

  it('starts a new FAQ one past the highest ID and refuses empty fields without a request', async () => {
    const { calls } = serveCollection('faqs', [duration, refunds, jobs], faqMessages);
    const { user } = renderFaqs();
    await screen.findByRole('article', { name: 'Can I get a refund?' });

    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    const form = await screen.findByRole('form', { name: 'New FAQ' });
    expect(within(form).getByLabelText('ID')).toHaveValue(6);
    expect(within(form).getByLabelText('Question')).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // Said once for the form, with the two empty fields marked.
    expect(await within(form).findAllByText('All fields are required')).toHaveLength(1);
    expect(within(form).getByLabelText('Question')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Answer')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('ID')).not.toHaveAttribute('aria-invalid');

    // An emptied number box is a missing value, reported the same way.
    await user.clear(within(form).getByLabelText('ID'));
    await user.type(within(form).getByLabelText('Question'), 'Is there a certificate?');
    await user.type(within(form).getByLabelText('Answer'), 'Yes, on completion.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('All fields are required')).toBeInTheDocument();
    expect(within(form).getByLabelText('ID')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText(/NaN|expected number/i)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('creates a FAQ, shows the server message and reloads the list', async () => {
    const { calls } = serveCollection('faqs', [duration], faqMessages);
    const { user } = renderFaqs();
    await screen.findByRole('article', { name: 'How long is a course?' });

    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    const form = await screen.findByRole('form', { name: 'New FAQ' });
    await user.type(within(form).getByLabelText('Question'), '  Is there a certificate?  ');
    await user.type(within(form).getByLabelText('Answer'), 'Yes, on completion.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('FAQ created successfully')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        body: {
          id: 2,
          question: 'Is there a certificate?',
          answer: 'Yes, on completion.',
          // The plain save keeps the state: a new item is a draft.
          publishStatus: 'draft',
          publishAt: null,
        },
      },
    ]);
    expect(
      await screen.findByRole('article', { name: 'Is there a certificate?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add FAQ' })).toHaveFocus();
  });

  it('keeps the form and its values when the server refuses a duplicate ID', async () => {
    serveCollection('faqs', [duration], faqMessages);
    server.use(
      http.post('/api/admin/faqs', () =>
        HttpResponse.json(
          { success: false, code: 'CONFLICT', message: 'This FAQ ID is already in use' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderFaqs();
    await screen.findByRole('article', { name: 'How long is a course?' });

    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    const form = await screen.findByRole('form', { name: 'New FAQ' });
    await user.clear(within(form).getByLabelText('ID'));
    await user.type(within(form).getByLabelText('ID'), '1');
    await user.type(within(form).getByLabelText('Question'), 'Duplicate?');
    await user.type(within(form).getByLabelText('Answer'), 'Indeed.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This FAQ ID is already in use')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New FAQ' })).toBe(form);
    expect(within(form).getByLabelText('ID')).toHaveValue(1);
    expect(within(form).getByLabelText('Question')).toHaveValue('Duplicate?');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a refusal from the server under the field it names', async () => {
    serveCollection('faqs', [duration], faqMessages);
    server.use(
      http.put('/api/admin/faqs/:id', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Question must be at most 500 characters',
            issues: [{ path: 'question', message: 'Question must be at most 500 characters' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderFaqs();

    await user.click(await screen.findByRole('button', { name: 'Edit How long is a course?' }));
    const form = await screen.findByRole('form', { name: 'Edit FAQ' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const question = within(form).getByLabelText('Question');
    await waitFor(() => expect(question).toHaveAttribute('aria-invalid', 'true'));
    expect(question).toHaveAccessibleDescription('Question must be at most 500 characters');
    expect(within(form).getByLabelText('Answer')).not.toHaveAttribute('aria-invalid');
  });

  it('falls back to the section message when saving fails without one from the server', async () => {
    serveCollection('faqs', [duration], faqMessages);
    server.use(http.put('/api/admin/faqs/:id', () => HttpResponse.error()));
    const { user } = renderFaqs();

    await user.click(await screen.findByRole('button', { name: 'Edit How long is a course?' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to save FAQ')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit FAQ' })).toBeInTheDocument();
  });

  it('edits a FAQ in its row and sends the change to that item', async () => {
    const { calls } = serveCollection('faqs', [duration, refunds], faqMessages);
    const { user } = renderFaqs();

    await user.click(await screen.findByRole('button', { name: 'Edit Can I get a refund?' }));
    const list = screen.getByRole('list', { name: 'FAQ Section' });
    const rows = within(list).getAllByRole('listitem');
    const form = await within(rows[1] as HTMLElement).findByRole('form', { name: 'Edit FAQ' });
    expect(within(form).getByLabelText('ID')).toHaveValue(5);
    expect(within(form).getByLabelText('Question')).toHaveValue('Can I get a refund?');
    expect(screen.queryByRole('form', { name: 'New FAQ' })).not.toBeInTheDocument();

    const answer = within(form).getByLabelText('Answer');
    await user.clear(answer);
    await user.type(answer, 'Within 30 days.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('FAQ updated successfully')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        id: 'faq-b',
        body: {
          id: 5,
          question: 'Can I get a refund?',
          answer: 'Within 30 days.',
          publishStatus: 'published',
          publishAt: null,
        },
      },
    ]);
    const updated = await screen.findByRole('article', { name: 'Can I get a refund?' });
    expect(within(updated).getByText('Within 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Can I get a refund?' })).toHaveFocus();
  });

  it('cancels an edit without saving and restores the row', async () => {
    const { calls } = serveCollection('faqs', [duration], faqMessages);
    const { user } = renderFaqs();

    await user.click(await screen.findByRole('button', { name: 'Edit How long is a course?' }));
    const form = await screen.findByRole('form', { name: 'Edit FAQ' });
    await user.clear(within(form).getByLabelText('Question'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('All fields are required')).toBeInTheDocument();
    // The edit is not saved: Cancel asks before discarding it.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'How long is a course?' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks before deleting, and sends nothing when the admin cancels', async () => {
    const { calls } = serveCollection('faqs', [duration, refunds], faqMessages);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const { user } = renderFaqs();
    const deleteButton = await screen.findByRole('button', { name: 'Delete Can I get a refund?' });

    await user.click(deleteButton);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this FAQ?');
    expect(calls).toEqual([]);

    confirm.mockReturnValueOnce(true);
    await user.click(deleteButton);

    expect(await screen.findByText('FAQ deleted successfully')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', id: 'faq-b' }]);
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Can I get a refund?' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('offers Undo in the delete toast, which brings the item back from the trash', async () => {
    // An earlier test's toasts (and their Undo) are dismissed first: toasts outlive a screen.
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText('FAQ deleted successfully')).toBeNull());
    const { calls } = serveCollection('faqs', [duration, refunds], faqMessages);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderFaqs();
    await user.click(await screen.findByRole('button', { name: 'Delete Can I get a refund?' }));
    const shown = (await screen.findByText('FAQ deleted successfully')).closest('li');
    if (!shown) throw new Error('no toast');
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Can I get a refund?' }),
      ).not.toBeInTheDocument(),
    );
    // A click without pointer events: the toast's swipe handling needs pointer capture.
    fireEvent.click(within(shown).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored successfully')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'RESTORE', id: '00000000-0000-4000-8000-000000000001' });
    expect(await screen.findByRole('article', { name: 'Can I get a refund?' })).toBeInTheDocument();
  });

  it("shows the restore's own message after Undo, such as a link it had to leave out", async () => {
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText('FAQ deleted successfully')).toBeNull());
    serveCollection('faqs', [duration, refunds], faqMessages);
    const said = 'Restored "Can I get a refund?" without its link to a course, deleted for good.';
    server.use(
      http.post('/api/admin/trash/:id/restore', () =>
        HttpResponse.json({
          success: true,
          message: said,
          data: { area: 'faqs', recordId: refunds._id },
        }),
      ),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderFaqs();
    await user.click(await screen.findByRole('button', { name: 'Delete Can I get a refund?' }));
    const shown = (await screen.findByText('FAQ deleted successfully')).closest('li');
    if (!shown) throw new Error('no toast');
    fireEvent.click(within(shown).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(said)).toBeInTheDocument();
  });

  it('shows the server message, else the section message, when a delete fails', async () => {
    serveCollection('faqs', [duration, refunds], faqMessages);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    server.use(
      http.delete('/api/admin/faqs/faq-a', () =>
        HttpResponse.json(
          { success: false, code: 'NOT_FOUND', message: 'FAQ not found' },
          { status: 404 },
        ),
      ),
      http.delete('/api/admin/faqs/faq-b', () => HttpResponse.error()),
    );
    const { user } = renderFaqs();

    await user.click(await screen.findByRole('button', { name: 'Delete How long is a course?' }));
    expect(await screen.findByText('FAQ not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Can I get a refund?' }));
    expect(await screen.findByText('Failed to delete FAQ')).toBeInTheDocument();
  });

  it('shows an error banner when the list cannot be loaded, and loads again on Try again', async () => {
    let failing = true;
    server.use(
      http.get('/api/admin/faqs', () =>
        failing
          ? HttpResponse.json(
              { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' },
              { status: 503 },
            )
          : HttpResponse.json({
              success: true,
              data: [duration],
              pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
            }),
      ),
      http.get('/api/admin/faqs/summary', () =>
        HttpResponse.json({ success: true, data: { total: 1, stats: {}, highestNumber: 1 } }),
      ),
    );
    const { user } = renderFaqs();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to fetch FAQs');
    expect(banner).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Add FAQ' })).toBeDisabled();
    expect(screen.queryByText('No FAQs')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(banner).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'How long is a course?' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add FAQ' })).toBeEnabled();
  });
});
