import { authMessages, type User } from '@coursedesk/contract/auth';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/session';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { LoginForm } from './login-form';

const admin: User = {
  _id: '6f1c2a4e-8b1d-4c1e-9d7a-1f2e3d4c5b6a',
  id: '6f1c2a4e-8b1d-4c1e-9d7a-1f2e3d4c5b6a',
  name: 'Ada Admin',
  email: 'ada@example.com',
  role: 'admin',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const session = (twoFactorSetupRequired = false) =>
  HttpResponse.json({
    success: true,
    message: authMessages.loginSuccess,
    data: { token: 'signed.jwt.token', user: admin, twoFactorSetupRequired },
  });

/** The password step answers a challenge. */
function askForCode() {
  server.use(
    http.post('/api/auth/login', () =>
      HttpResponse.json({
        success: true,
        message: authMessages.codeRequired,
        data: { twoFactorRequired: true, challenge: 'the-challenge' },
      }),
    ),
  );
}

async function toCodeStep() {
  const rendered = renderRoute(<LoginForm />, {
    path: '/login',
    otherRoutes: {
      '/dashboard': <h1>Dashboard screen</h1>,
      '/account/security': <h1>Security screen</h1>,
    },
  });
  await rendered.user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await rendered.user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await rendered.user.click(screen.getByRole('button', { name: 'Sign in to Dashboard' }));
  expect(await screen.findByLabelText('Authentication code')).toHaveFocus();
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  return rendered;
}

describe('the code step of signing in', () => {
  it('sends the challenge with the code and opens the dashboard', async () => {
    askForCode();
    let sent: unknown;
    server.use(
      http.post('/api/auth/login/2fa', async ({ request }) => {
        sent = await request.json();
        return session();
      }),
    );
    const { user } = await toCodeStep();
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(sent).toEqual({ challenge: 'the-challenge', code: '123 456' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('signed.jwt.token');
  });

  it('says when the code is wrong and lets the admin try again', async () => {
    askForCode();
    let attempts = 0;
    server.use(
      http.post('/api/auth/login/2fa', () => {
        attempts += 1;
        if (attempts > 1) return session();
        return HttpResponse.json(
          { success: false, code: 'UNAUTHENTICATED', message: authMessages.codeWrong },
          { status: 401 },
        );
      }),
    );
    const { user } = await toCodeStep();
    const field = screen.getByLabelText('Authentication code');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.codeWrong);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
  });

  it('asks for nothing while the field is empty', async () => {
    askForCode();
    const { user } = await toCodeStep();
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.codeRequired);
  });

  it('takes a recovery code instead', async () => {
    askForCode();
    let sent: unknown;
    server.use(
      http.post('/api/auth/login/2fa', async ({ request }) => {
        sent = await request.json();
        return session();
      }),
    );
    const { user } = await toCodeStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(sent).toEqual({ challenge: 'the-challenge', code: 'abcde-fghjk' });
  });

  it('sends the admin back to the password once the challenge has expired', async () => {
    askForCode();
    server.use(
      http.post('/api/auth/login/2fa', () =>
        HttpResponse.json(
          { success: false, code: 'UNAUTHENTICATED', message: authMessages.challengeExpired },
          { status: 401 },
        ),
      ),
    );
    const { user } = await toCodeStep();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.challengeExpired);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('opens the setup of two-factor sign-in when the server requires it', async () => {
    server.use(http.post('/api/auth/login', () => session(true)));
    const { user } = renderRoute(<LoginForm />, {
      path: '/login',
      otherRoutes: {
        '/dashboard': <h1>Dashboard screen</h1>,
        '/account/security': <h1>Security screen</h1>,
      },
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Security screen' })).toBeInTheDocument();
  });
});
