import { authMessages } from '@coursedesk/contract/auth';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@/lib/session';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { buildAdmin } from '@/test/session';
import { LoginForm } from './login-form';

const admin = buildAdmin();

function renderLoginForm() {
  return renderRoute(<LoginForm />, {
    path: '/login',
    otherRoutes: { '/dashboard': <h1>Dashboard screen</h1> },
  });
}

async function fillAndSubmit(user: ReturnType<typeof renderLoginForm>['user']) {
  await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign in to Dashboard' }));
}

describe('LoginForm', () => {
  it('renders required email and password fields and the submit button', () => {
    renderLoginForm();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign in to Dashboard' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderLoginForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('stores the session and opens the dashboard after an admin signs in', async () => {
    let sentBody: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({
          success: true,
          message: authMessages.loginSuccess,
          data: { token: 'signed.jwt.token', user: admin },
        });
      }),
    );
    const { user } = renderLoginForm();

    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(sentBody).toEqual({ email: 'ada@example.com', password: 'correct horse battery' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('signed.jwt.token');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(admin);
  });

  it('shows the server message when the credentials are refused', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { success: false, code: 'UNAUTHENTICATED', message: authMessages.invalidCredentials },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderLoginForm();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in to Dashboard' })).toBeEnabled();
  });

  it('falls back to a generic message when the failure has no server message', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    const { user } = renderLoginForm();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('refuses an account without the admin role and stores nothing', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({
          success: true,
          message: authMessages.loginSuccess,
          data: { token: 'user.jwt.token', user: { ...admin, role: 'user' } },
        }),
      ),
    );
    const { user } = renderLoginForm();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. Admin privileges required.',
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard screen' })).not.toBeInTheDocument();
  });

  it('shows a busy, disabled button while signing in', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/api/auth/login', async () => {
        await answered;
        return HttpResponse.json(
          { success: false, code: 'UNAUTHENTICATED', message: authMessages.invalidCredentials },
          { status: 401 },
        );
      }),
    );
    const { user } = renderLoginForm();

    await fillAndSubmit(user);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled(),
    );
    answer();
    expect(await screen.findByRole('button', { name: 'Sign in to Dashboard' })).toBeEnabled();
  });
});
