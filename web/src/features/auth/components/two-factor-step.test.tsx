import { authMessages } from '@coursedesk/contract/auth';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/session';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { buildAdmin } from '@/test/session';
import { LoginForm } from './login-form';

const admin = buildAdmin();

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

/** The code step accepts any code: the body it was sent is kept in `sent.body`. */
function acceptCode() {
  const sent: { body?: unknown } = {};
  server.use(
    http.post('/api/auth/login/2fa', async ({ request }) => {
      sent.body = await request.json();
      return session();
    }),
  );
  return sent;
}

/** The sign-in screen, its password step filled in and sent. */
async function signIn() {
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
  return rendered;
}

async function toCodeStep() {
  const rendered = await signIn();
  expect(await screen.findByLabelText('Authentication code')).toHaveFocus();
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  return rendered;
}

describe('the code step of signing in', () => {
  it('sends the challenge with the code and opens the dashboard', async () => {
    askForCode();
    const sent = acceptCode();
    const { user } = await toCodeStep();
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(sent.body).toEqual({ challenge: 'the-challenge', code: '123 456' });
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
    const sent = acceptCode();
    const { user } = await toCodeStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(sent.body).toEqual({ challenge: 'the-challenge', code: 'abcde-fghjk' });
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
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Security screen' })).toBeInTheDocument();
  });
});
