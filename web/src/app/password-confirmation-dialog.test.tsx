import { authMessages } from '@coursedesk/contract/auth';
import { messageOnly } from '@coursedesk/contract/envelope';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { server } from '@/test/server';
import { PasswordConfirmationDialog } from './password-confirmation-dialog';

const asksToConfirm = (message: string) =>
  HttpResponse.json(
    {
      success: false,
      code: 'FORBIDDEN',
      message,
      issues: [{ path: 'currentPassword', message }],
    },
    { status: 403 },
  );

/** A delete the API refuses until the password is confirmed, and the confirm call. */
function serve() {
  let confirmed = false;
  const confirmations: unknown[] = [];
  server.use(
    http.delete('/api/auth/users/:id', () =>
      confirmed
        ? HttpResponse.json({ success: true, message: 'User deleted successfully' })
        : asksToConfirm(authMessages.confirmRequired),
    ),
    http.post('/api/auth/confirm', async ({ request }) => {
      const body = (await request.json()) as { password: string };
      confirmations.push(body);
      if (body.password !== 'right-password') return asksToConfirm(authMessages.confirmWrong);
      confirmed = true;
      return HttpResponse.json({ success: true, message: authMessages.confirmed });
    }),
  );
  return confirmations;
}

const deleteUser = () => apiRequest('/auth/users/u1', messageOnly, { method: 'DELETE' });

describe('PasswordConfirmationDialog', () => {
  it('asks for the password, says when it is wrong, and sends the change again once confirmed', async () => {
    const confirmations = serve();
    const user = userEvent.setup();
    render(<PasswordConfirmationDialog />);
    const result = deleteUser();

    const field = await screen.findByLabelText('Current password');
    await user.type(field, 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.confirmWrong);
    await user.clear(field);
    await user.type(field, 'right-password');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await expect(result).resolves.toEqual({ success: true, message: 'User deleted successfully' });
    expect(confirmations).toEqual([{ password: 'wrong-password' }, { password: 'right-password' }]);
    await waitFor(() => expect(screen.queryByLabelText('Current password')).toBeNull());
  });

  it('lets the change fail with the API’s message when cancelled', async () => {
    serve();
    const user = userEvent.setup();
    render(<PasswordConfirmationDialog />);
    const failed = expect(deleteUser()).rejects.toMatchObject({
      status: 403,
      message: authMessages.confirmRequired,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await failed;
  });
});
