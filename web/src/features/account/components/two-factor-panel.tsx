import { authMessages, twoFactorEnableInput } from '@coursedesk/contract/auth';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Field, fieldControlProps } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

const FAILED = 'Something went wrong. Please try again.';

/** Two-factor sign-in: its state, setting it up (QR code, key, code) and turning it off. */
export function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  let body: ReactNode;
  if (recoveryCodes) {
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(undefined);
          setup.reset();
        }}
      />
    );
  } else if (status.isPending) {
    body = <Spinner label="Loading two-factor sign-in..." />;
  } else if (status.isError) {
    body = (
      <ErrorBanner
        message="Two-factor sign-in could not be loaded."
        detail={errorMessage(status.error, FAILED)}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  } else if (status.data.enabled) {
    body = (
      <DisableTwoFactor
        enabledAt={status.data.enabledAt}
        codesLeft={status.data.recoveryCodesLeft}
        required={status.data.required}
      />
    );
  } else if (setup.data) {
    body = (
      <EnrolTwoFactor
        secret={setup.data.secret}
        otpauthUri={setup.data.otpauthUri}
        onEnabled={setRecoveryCodes}
        onCancel={() => setup.reset()}
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        {status.data.required ? (
          <div
            role="status"
            className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {authMessages.twoFactorRequired}
          </div>
        ) : null}
        <p className="text-sm text-slate-600">
          Protect your account with a code from an authenticator app (such as Google Authenticator,
          Microsoft Authenticator or 1Password) each time you sign in.
        </p>
        {setup.isError ? (
          <p role="alert" className="text-sm text-edtech-red">
            {errorMessage(setup.error, FAILED)}
          </p>
        ) : null}
        <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
          <ShieldCheck aria-hidden="true" />
          {setup.isPending ? 'Preparing...' : 'Set up two-factor sign-in'}
        </Button>
      </div>
    );
  }

  return (
    <Card as="section" padding="md" aria-labelledby="two-factor-heading">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="two-factor-heading" className="text-lg font-semibold text-slate-900">
          Two-factor sign-in
        </h2>
        {status.data ? (
          <Badge tone={status.data.enabled ? 'green' : 'gray'}>
            {status.data.enabled ? 'On' : 'Off'}
          </Badge>
        ) : null}
      </div>
      {body}
    </Card>
  );
}

function EnrolTwoFactor({
  secret,
  otpauthUri,
  onEnabled,
  onCancel,
}: {
  secret: string;
  otpauthUri: string;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const [validationError, setValidationError] = useState<string>();
  const codeId = useId();
  const error =
    validationError ?? (enable.isError ? errorMessage(enable.error, FAILED) : undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = twoFactorEnableInput.safeParse({
      code: new FormData(event.currentTarget).get('code') ?? '',
    });
    if (!parsed.success) {
      setValidationError(parsed.error.issues[0]?.message ?? authMessages.codeRequired);
      return;
    }
    setValidationError(undefined);
    enable.mutate(parsed.data.code, {
      onSuccess: (codes) => {
        notifySuccess(authMessages.twoFactorEnabled);
        onEnabled(codes);
      },
    });
  }

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
        <li>Scan the QR code with your authenticator app, or enter the key by hand.</li>
        <li>Enter the 6-digit code the app shows to finish.</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <QrCode value={otpauthUri} label="QR code for your authenticator app" />
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-slate-700">Key</p>
          <code
            data-testid="totp-secret"
            className="block rounded-md bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
          >
            {secret}
          </code>
          <p className="text-xs text-slate-500">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <form noValidate onSubmit={handleSubmit} className="max-w-sm space-y-4">
        <Field id={codeId} label="Code from the app" error={error}>
          <Input
            name="code"
            {...fieldControlProps(codeId, error)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="123456"
            className="font-mono tracking-widest"
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? 'Turning on...' : 'Turn on'}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

function DisableTwoFactor({
  enabledAt,
  codesLeft,
  required,
}: {
  enabledAt: string | null;
  codesLeft: number;
  required: boolean;
}) {
  const disable = useDisableTwoFactor();
  const codeId = useId();
  const error = disable.isError ? errorMessage(disable.error, FAILED) : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    // Without a code the API asks for the password instead (the confirmation dialog).
    disable.mutate(code ? { code } : {}, {
      onSuccess: () => notifySuccess(authMessages.twoFactorDisabled),
    });
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Signing in asks for a code of your authenticator app after your password
        {enabledAt ? ` (on since ${formatDateTime(enabledAt)})` : ''}.{' '}
        {codesLeft === 1 ? '1 recovery code is' : `${codesLeft} recovery codes are`} left.
      </p>
      {required ? (
        <p className="text-sm text-slate-500">{authMessages.twoFactorRequiredNoDisable}</p>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="max-w-sm space-y-4">
          <Field
            id={codeId}
            label="Code from the app or a recovery code"
            hint="Leave it empty to confirm with your password instead."
            error={error}
          >
            <Input
              name="code"
              {...fieldControlProps(codeId, error, true)}
              autoComplete="one-time-code"
              className="font-mono"
            />
          </Field>
          <Button type="submit" variant="danger" disabled={disable.isPending}>
            <ShieldOff aria-hidden="true" />
            {disable.isPending ? 'Turning off...' : 'Turn off two-factor sign-in'}
          </Button>
        </form>
      )}
    </div>
  );
}
