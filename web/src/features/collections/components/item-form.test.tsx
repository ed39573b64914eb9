import { emptySummary } from '@coursedesk/contract/collections/define';
import { milestonesCollection } from '@coursedesk/contract/collections/milestones';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { staleAnswer } from '@/test/stale';
import { formValuesFrom } from '../item-values';
import { serveCollection, storedItem } from '../test/serve-collection';
import { EditItemForm, ItemForm } from './item-form';

function renderNewMilestone() {
  const { calls } = serveCollection('milestones', [], {
    created: 'Milestone created successfully',
    updated: 'Milestone updated successfully',
    deleted: 'Milestone deleted successfully',
  });
  const view = renderRoute(
    <ItemForm
      definition={milestonesCollection}
      initialValues={formValuesFrom(
        milestonesCollection,
        milestonesCollection.defaults(emptySummary),
      )}
      onClose={vi.fn()}
    />,
    { path: '/milestones' },
  );
  return { ...view, calls, form: screen.getByRole('form', { name: 'New Milestone' }) };
}

describe('ItemForm', () => {
  it('says the required message once, and marks each empty field with it', async () => {
    const { user, form, calls } = renderNewMilestone();
    await user.type(within(form).getByLabelText('Year'), '2021');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const message = await within(form).findByRole('alert');
    expect(message).toHaveTextContent('Year, title, and description are required');
    expect(within(form).getAllByText('Year, title, and description are required')).toHaveLength(1);
    for (const label of ['Title', 'Description']) {
      const control = within(form).getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control.getAttribute('aria-describedby')).toContain(message.id);
    }
    expect(within(form).getByLabelText('Year')).not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual([]);
  });

  it('keeps a message about one field under that field, not in the form message', async () => {
    const { user, form } = renderNewMilestone();
    await user.type(within(form).getByLabelText('Year'), '2021');
    await user.type(within(form).getByLabelText('Description'), 'We opened.');
    // Pasted at once: typing 201 characters one by one would only slow the test.
    fireEvent.input(within(form).getByLabelText('Title'), { target: { value: 'x'.repeat(201) } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const title = within(form).getByLabelText('Title');
    const error = await within(form).findByText('Title must be at most 200 characters');
    expect(title).toHaveAttribute('aria-describedby', error.id);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the form message once the empty fields are filled', async () => {
    const { user, form, calls } = renderNewMilestone();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Year'), '2021');
    await user.type(within(form).getByLabelText('Title'), 'Founded');
    await user.type(within(form).getByLabelText('Description'), 'We opened.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
  it('edits the item as read when it opens, and on a stale save reloads the other change', async () => {
    const id = '44444444-4444-4444-8444-444444444444';
    const mine = storedItem(id, { year: '2021', title: 'Founded', description: 'We opened.' });
    const theirs = { ...mine, title: 'Founded in London' };
    const sent: (string | null)[] = [];
    let reads = 0;
    server.use(
      http.get(`/api/admin/milestones/${id}`, () => {
        reads += 1;
        const [item, etag] = reads === 1 ? [mine, '"1"'] : [theirs, '"2"'];
        return HttpResponse.json({ success: true, data: item }, { headers: { ETag: etag } });
      }),
      http.put(`/api/admin/milestones/${id}`, ({ request }) => {
        sent.push(request.headers.get('If-Match'));
        return staleAnswer('"2"');
      }),
    );
    const onClose = vi.fn();
    const { user } = renderRoute(
      <EditItemForm definition={milestonesCollection} id={id} onClose={onClose} />,
      { path: '/milestones' },
    );
    const form = await screen.findByRole('form', { name: 'Edit Milestone' });
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'My title');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const stale = await screen.findByRole('dialog', {
      name: 'This milestone was changed by someone else',
    });
    expect(stale).toHaveTextContent('Grace Hopper (grace@example.com) saved a change on');
    await user.click(within(stale).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Edit Milestone' })).getByLabelText('Title'),
      ).toHaveValue('Founded in London'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual(['"1"']);
    expect(onClose).not.toHaveBeenCalled();
  });
});
