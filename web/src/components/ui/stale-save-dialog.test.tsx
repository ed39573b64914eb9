import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaleSaveDialog } from './stale-save-dialog';

const changedAt = '2025-03-14T10:30:00.000Z';

async function renderDialog(changedBy: { email: string; name: string | null } | null) {
  const handlers = { onReload: vi.fn(), onOverwrite: vi.fn(), onCancel: vi.fn() };
  render(
    <StaleSaveDialog
      conflict={{ change: { changedBy, changedAt }, version: '"7"' }}
      recordName="blog post"
      {...handlers}
    />,
  );
  // The dialog's code loads when a conflict first needs it.
  const dialog = await screen.findByRole('dialog', {
    name: 'This blog post was changed by someone else',
  });
  return { dialog, ...handlers };
}

describe('StaleSaveDialog', () => {
  it('says who changed the record and when, and offers to reload or overwrite', async () => {
    const user = userEvent.setup();
    const { dialog, onReload, onOverwrite } = await renderDialog({
      email: 'grace@example.com',
      name: 'Grace Hopper',
    });
    expect(dialog).toHaveTextContent(
      'Grace Hopper (grace@example.com) saved a change on 3/14/2025',
    );
    expect(dialog.querySelector('time')).toHaveAttribute('datetime', changedAt);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Overwrite' }));
    expect(onOverwrite).toHaveBeenCalledOnce();
  });

  it('names the system when no admin made the change, and goes back to the edits on Escape', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel, onReload, onOverwrite } = await renderDialog(null);
    expect(dialog).toHaveTextContent('The system saved a change on');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onReload).not.toHaveBeenCalled();
    expect(onOverwrite).not.toHaveBeenCalled();
  });

  it('is closed while there is no conflict', () => {
    render(
      <StaleSaveDialog
        conflict={undefined}
        recordName="course"
        onReload={vi.fn()}
        onOverwrite={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
