import { userMessages } from '@coursedesk/contract/users';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { UserFormDialog } from './user-form-dialog';

function renderNewUserDialog() {
  const view = renderRoute(
    <UserFormDialog editor={{ mode: 'create' }} adminCount={1} onClose={vi.fn()} />,
    { path: '/users' },
  );
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Add New User' }) };
}

describe('UserFormDialog', () => {
  it('says that name and email are required once, marking both empty fields', async () => {
    const { user, dialog } = renderNewUserDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    const message = await within(dialog).findByRole('alert');
    expect(message).toHaveTextContent(userMessages.nameEmailRequired);
    expect(within(dialog).getAllByText(userMessages.nameEmailRequired)).toHaveLength(1);
    for (const label of ['Name', 'Email']) {
      const control = within(dialog).getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAttribute('aria-describedby', message.id);
    }
    // A message about one field alone stays under that field.
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(userMessages.passwordRequired).id).toBe(
      password.getAttribute('aria-describedby'),
    );
  });

  it('keeps only the email marked once the name is given', async () => {
    const { user, dialog } = renderNewUserDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Nadia New');
    await user.type(within(dialog).getByLabelText('Password'), 'nadia-password');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      userMessages.nameEmailRequired,
    );
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
