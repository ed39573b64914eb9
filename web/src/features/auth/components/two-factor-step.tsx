import { authMessages, signInCode } from '@coursedesk/contract/auth';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, fieldControlProps } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { LOGIN_FAILED, landingOf } from '../sign-in';
import { SignInError, SignInSubmit } from './sign-in-parts';

/**
 * The second step of signing in to an account with two-factor sign-in: the 6-digit code of the
 * authenticator app, or one of the recovery codes. A challenge that expired sends the admin back
 * to the password.
 */
export function TwoFactorStep({
  challenge,
  onRestart,
}: {
  challenge: string;
  onRestart: () => void;
}) {
  const navigate = useNavigate();
  const verify = useLoginTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const [validationError, setValidationError] = useState<string>();
  const codeId = useId();
  const errorId = useId();

  const expired =
    verify.error instanceof ApiError && verify.error.message === authMessages.challengeExpired;
  const error =
    validationError ?? (verify.isError ? errorMessage(verify.error, LOGIN_FAILED) : undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signInCode.safeParse(new FormData(event.currentTarget).get('code') ?? '');
    if (!parsed.success) {
      setValidationError(parsed.error.issues[0]?.message ?? authMessages.codeRequired);
      return;
    }
    setValidationError(undefined);
    verify.mutate(
      { challenge, code: parsed.data },
      { onSuccess: (session) => void navigate(landingOf(session), { replace: true }) },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="space-y-5"
      aria-describedby={error ? errorId : undefined}
    >
      <div className="flex items-start gap-3 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-edtech-green" />
        <p>
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
            : 'Open your authenticator app and enter the 6-digit code it shows for Coursedesk.'}
        </p>
      </div>

      <SignInError id={errorId} message={error} />

      {expired ? (
        <Button type="button" size="lg" className="w-full" onClick={onRestart}>
          Sign in again
        </Button>
      ) : (
        <>
          <Field id={codeId} label={recovery ? 'Recovery code' : 'Authentication code'}>
            <Input
              key={recovery ? 'recovery' : 'totp'}
              name="code"
              {...fieldControlProps(codeId, undefined)}
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              autoCapitalize="off"
              spellCheck={false}
              autoFocus
              required
              maxLength={recovery ? 24 : 7}
              placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
              className="h-11 font-mono tracking-widest"
            />
          </Field>

          <SignInSubmit pending={verify.isPending} pendingLabel="Checking...">
            Verify and sign in
          </SignInSubmit>
        </>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => {
            setRecovery((shown) => !shown);
            setValidationError(undefined);
            verify.reset();
          }}
          className="font-medium text-edtech-green hover:underline focus-visible:outline-2 focus-visible:outline-edtech-green"
        >
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </button>
        <button
          type="button"
          onClick={onRestart}
          className="text-slate-500 hover:text-slate-700 hover:underline focus-visible:outline-2 focus-visible:outline-edtech-green"
        >
          Back to the password
        </button>
      </div>
    </form>
  );
}
