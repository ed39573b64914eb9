import { loginInput } from '@coursedesk/contract/auth';
import { Eye, EyeOff, Lock, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { LOGIN_FAILED, landingOf } from '../sign-in';
import { IconField, SignInError, SignInSubmit } from './sign-in-parts';
import { TwoFactorStep } from './two-factor-step';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [challenge, setChallenge] = useState<string>();
  const [showPassword, setShowPassword] = useState(false);
  const [validationError, setValidationError] = useState<string>();
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();

  const error =
    validationError ?? (login.isError ? errorMessage(login.error, LOGIN_FAILED) : undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginInput.safeParse({
      email: form.get('email'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      setValidationError(parsed.error.issues[0]?.message ?? LOGIN_FAILED);
      return;
    }
    setValidationError(undefined);
    login.mutate(parsed.data, {
      onSuccess: (result) => {
        if ('twoFactorRequired' in result) setChallenge(result.challenge);
        else void navigate(landingOf(result), { replace: true });
      },
    });
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onRestart={() => {
          login.reset();
          setChallenge(undefined);
        }}
      />
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="space-y-5"
      aria-describedby={error ? errorId : undefined}
    >
      <SignInError id={errorId} message={error} />

      <IconField id={emailId} label="Email" icon={Mail}>
        <Input
          id={emailId}
          name="email"
          type="email"
          autoComplete="username"
          required
          placeholder="admin@example.com"
          className="h-11 pl-10"
        />
      </IconField>

      <IconField id={passwordId} label="Password" icon={Lock}>
        <Input
          id={passwordId}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          placeholder="Enter your password"
          className="h-11 pr-11 pl-10"
        />
        <button
          type="button"
          onClick={() => setShowPassword((shown) => !shown)}
          aria-label={showPassword ? 'Hide password' : 'Show password'}
          aria-controls={passwordId}
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-edtech-green"
        >
          {showPassword ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      </IconField>

      <SignInSubmit pending={login.isPending} pendingLabel="Signing in...">
        Sign in to Dashboard
      </SignInSubmit>
    </form>
  );
}
