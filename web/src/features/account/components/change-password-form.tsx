import { ownPasswordInput, PASSWORD_MIN_LENGTH } from '@coursedesk/contract/users';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlProps } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useChangeOwnPassword } from '../api/change-own-password';

/** Said when the new password and its repetition differ. */
export const PASSWORDS_DIFFER = 'The two new passwords do not match';
const CHANGE_FAILED = 'Failed to change your password. Please try again.';
const CURRENT_HINT = 'The password you signed in with.';
const NEW_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, and not only spaces.`;

type FieldName = 'currentPassword' | 'password' | 'repeat';

/**
 * The admin's own new password: the one they have, the new one twice. Checked with the contract's
 * rules before it is sent; the server's answer (a wrong current password, a common password) is
 * shown on its field.
 */
export function ChangePasswordForm({
  onChanged,
}: {
  onChanged: (result: { twoFactorSetupRequired: boolean }) => void;
}) {
  const change = useChangeOwnPassword();
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string>();
  const ids = { currentPassword: useId(), password: useId(), repeat: useId() };
  const formErrorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      currentPassword: String(form.get('currentPassword') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    const found: Partial<Record<FieldName, string>> = {};
    const parsed = ownPasswordInput.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path[0] === 'currentPassword' ? 'currentPassword' : 'password';
        found[path] ??= issue.message;
      }
    }
    if (!found.password && values.password !== String(form.get('repeat') ?? '')) {
      found.repeat = PASSWORDS_DIFFER;
    }
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    change.mutate(parsed.data, {
      onSuccess: onChanged,
      onError: (error) => {
        const onField: Partial<Record<FieldName, string>> = {};
        if (error instanceof ApiError) {
          for (const issue of error.issues) {
            if (issue.path === 'currentPassword' || issue.path === 'password') {
              onField[issue.path] ??= issue.message;
            }
          }
        }
        if (Object.keys(onField).length > 0) setErrors(onField);
        else setFormError(errorMessage(error, CHANGE_FAILED));
      },
    });
  }

  const field = (name: FieldName, label: string, autoComplete: string, hint?: string) => (
    <Field id={ids[name]} label={label} error={errors[name]} hint={hint}>
      <Input
        {...fieldControlProps(ids[name], errors[name], hint !== undefined)}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
      />
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-describedby={formError ? formErrorId : undefined}
    >
      {formError ? (
        <p id={formErrorId} role="alert" className="text-sm font-medium text-edtech-red">
          {formError}
        </p>
      ) : null}
      {field('currentPassword', 'Current password', 'current-password', CURRENT_HINT)}
      {field('password', 'New password', 'new-password', NEW_HINT)}
      {field('repeat', 'Repeat the new password', 'new-password')}
      <Button type="submit" disabled={change.isPending} className="w-full">
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
