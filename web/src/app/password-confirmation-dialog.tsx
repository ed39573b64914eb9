import { authMessages } from '@coursedesk/contract/auth';
import { messageOnly } from '@coursedesk/contract/envelope';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { apiRequest, errorMessage } from '@/lib/api-client';
import {
  settlePasswordConfirmation,
  usePasswordConfirmationRequested,
} from '@/lib/password-confirmation';

/**
 * Asks the signed-in admin for their password when a sensitive change needs it again; once the
 * API has confirmed it, the change is sent again by the API client. Cancelling lets the change
 * fail with the API's own message.
 */
export function PasswordConfirmationDialog() {
  const open = usePasswordConfirmationRequested();
  const passwordId = useId();
  const errorId = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = (confirmed: boolean) => {
    setError(undefined);
    settlePasswordConfirmation(confirmed);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    try {
      await apiRequest('/auth/confirm', messageOnly, { method: 'POST', body: { password } });
      close(true);
    } catch (failure) {
      setError(errorMessage(failure, authMessages.confirmWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close(false);
      }}
      title="Confirm your password"
      description="This change needs your password again. It counts for the next 10 minutes."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <Label htmlFor={passwordId}>Current password</Label>
          <Input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p id={errorId} role="alert" className="mt-1.5 text-sm text-edtech-red">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Confirm
          </Button>
        </div>
      </form>
    </Modal>
  );
}
