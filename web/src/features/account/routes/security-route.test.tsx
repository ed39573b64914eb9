import { authMessages, type SessionInfo, type TwoFactorStatus } from '@coursedesk/contract/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { SecurityRoute } from './security-route';

const off: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  required: false,
};
const on: TwoFactorStatus = {
  enabled: true,
  enabledAt: '2026-11-01T10:00:00.000Z',
  recoveryCodesLeft: 10,
  required: false,
};
const codes = Array.from({ length: 10 }, (_, n) => `abcde-${String(n).padStart(5, 'x')}`);
const sessions: SessionInfo[] = [
  {
    id: '0b5c3a4e-1111-4c1e-9d7a-1f2e3d4c5b6a',
    device: 'Firefox on Windows',
    address: '10.0.0.1',
    createdAt: '2026-11-26T08:00:00.000Z',
    lastSeenAt: '2026-11-26T09:00:00.000Z',
    current: true,
  },
  {
    id: '0b5c3a4e-2222-4c1e-9d7a-1f2e3d4c5b6a',
    device: 'Safari on iPhone',
    address: '10.0.0.2',
    createdAt: '2026-11-25T08:00:00.000Z',
    lastSeenAt: '2026-11-25T09:00:00.000Z',
    current: false,
  },
];

function serve(status: { current: TwoFactorStatus }) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  server.use(
    http.get('/api/auth/2fa', () => HttpResponse.json({ success: true, data: status.current })),
    http.get('/api/auth/sessions', () => HttpResponse.json({ success: true, data: sessions })),
    http.get('/api/account/email-notices', () =>
      HttpResponse.json({
        success: true,
        data: { newInquiry: false, paymentReview: false, mailConfigured: false },
      }),
    ),
    http.post('/api/auth/2fa/setup', () =>
      HttpResponse.json({
        success: true,
        data: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Coursedesk:ada%40example.com?secret=JBSWY3DPEHPK3PXP',
        },
      }),
    ),
    http.post('/api/auth/2fa/enable', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.push({ method: 'POST', path: 'enable', body });
      if (body.code !== '123456') {
        return HttpResponse.json(
          { success: false, code: 'FORBIDDEN', message: authMessages.codeWrong },
          { status: 403 },
        );
      }
      status.current = on;
      return HttpResponse.json({ success: true, data: { recoveryCodes: codes } });
    }),
    http.post('/api/auth/2fa/disable', async ({ request }) => {
      calls.push({ method: 'POST', path: 'disable', body: await request.json() });
      status.current = off;
      return HttpResponse.json({ success: true, message: authMessages.twoFactorDisabled });
    }),
    http.delete('/api/auth/sessions/:id', ({ params }) => {
      calls.push({ method: 'DELETE', path: String(params.id) });
      return HttpResponse.json({ success: true, message: authMessages.sessionRevoked });
    }),
    http.post('/api/auth/sessions/revoke-others', () => {
      calls.push({ method: 'POST', path: 'revoke-others' });
      return HttpResponse.json({ success: true, message: authMessages.otherSessionsRevoked });
    }),
  );
  return calls;
}

describe('Account security', () => {
  it('sets up two-factor sign-in: key shown, code checked, recovery codes shown once', async () => {
    const status = { current: off };
    const calls = serve(status);
    const { user } = renderRoute(<SecurityRoute />, { path: '/account/security' });

    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    );

    const code = screen.getByLabelText('Code from the app');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(authMessages.codeRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(authMessages.codeWrong)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(calls.at(-1)).toEqual({ method: 'POST', path: 'enable', body: { code: '123456' } });

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText(/10 recovery codes are left/)).toBeInTheDocument();
  });

  it('turns two-factor sign-in off with a code', async () => {
    const status = { current: on };
    const calls = serve(status);
    const { user } = renderRoute(<SecurityRoute />, { path: '/account/security' });
    await user.type(await screen.findByLabelText('Code from the app or a recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: 'disable', body: { code: '123456' } }]);
  });

  it('lists the sessions and signs another one out', async () => {
    const calls = serve({ current: off });
    const { user } = renderRoute(<SecurityRoute />, { path: '/account/security' });
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Firefox on Windows');
    expect(items[0]).toHaveTextContent('This session');
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Safari on iPhone');

    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: /^Revoke/ }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: sessions[1]?.id }));
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: 'revoke-others' }));
  });

  it('says when the server requires it, and hides the sessions until it is set up', async () => {
    serve({ current: { ...off, required: true } });
    renderRoute(<SecurityRoute />, { path: '/account/security' });
    expect(await screen.findByText(authMessages.twoFactorRequired)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sessions' })).not.toBeInTheDocument();
  });
});
