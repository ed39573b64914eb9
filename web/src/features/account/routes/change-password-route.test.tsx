import { authMessages } from '@coursedesk/contract/auth';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { PASSWORDS_DIFFER } from '../components/change-password-form';
import { ChangePasswordRoute } from './change-password-route';

function serve() {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/auth/password-change', () =>
      HttpResponse.json({
        success: true,
        data: {
          required: true,
          setBy: { name: 'Ada Lovelace', email: 'ada@example.com' },
          setAt: '2026-11-29T14:02:00.000Z',
        },
      }),
    ),
    http.post('/api/auth/password', async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      sent.push(body);
      if (body.currentPassword !== 'given-by-ada') {
        return HttpResponse.json(
          {
            success: false,
            code: 'FORBIDDEN',
            message: authMessages.confirmWrong,
            issues: [{ path: 'currentPassword', message: authMessages.confirmWrong }],
          },
          { status: 403 },
        );
      }
      return HttpResponse.json({
        success: true,
        message: 'Your password is changed.',
        data: { twoFactorSetupRequired: false },
      });
    }),
  );
  return sent;
}

describe('choosing one’s own password', () => {
  it('names who set the password, checks the rules before sending, and goes on once changed', async () => {
    const sent = serve();
    const { user } = renderRoute(<ChangePasswordRoute onSignOut={vi.fn()} />, {
      path: '/account/password',
      otherRoutes: { '/dashboard': <p>Dashboard</p> },
    });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(screen.getByText(/Ada Lovelace \(ada@example.com\) set the password/)).toBeVisible();

    const current = screen.getByLabelText('Current password');
    const password = screen.getByLabelText('New password');
    const repeat = screen.getByLabelText('Repeat the new password');
    await user.type(current, 'given-by-ada');
    await user.type(password, '        ');
    await user.type(repeat, '        ');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password cannot be only spaces')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'my-own-password');
    await user.clear(repeat);
    await user.type(repeat, 'my-own-passwort');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeVisible();
    expect(sent).toEqual([]);

    // The server's answer lands on its field.
    await user.clear(current);
    await user.type(current, 'not-it');
    await user.clear(repeat);
    await user.type(repeat, 'my-own-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(authMessages.confirmWrong)).toBeVisible();

    await user.clear(current);
    await user.type(current, 'given-by-ada');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Dashboard')).toBeVisible();
    expect(sent.at(-1)).toEqual({ currentPassword: 'given-by-ada', password: 'my-own-password' });
  });
});
