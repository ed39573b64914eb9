import type { Role, User } from '@coursedesk/contract/auth';
import {
  createUserInput,
  PASSWORD_MIN_LENGTH,
  updateUserInput,
  userMessages,
} from '@coursedesk/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useGuardedForm } from '@/components/ui/editor-guard';
import { Field, fieldControlProps } from '@/components/ui/form/field';
import { Form, FormActions } from '@/components/ui/form/form';
import { FormWideMessage } from '@/components/ui/form/form-message';
import { typedFields } from '@/components/ui/form/typed-fields';
import { RecordEditorDialog } from '@/components/ui/record-editor-dialog';
import { Select } from '@/components/ui/select';
import { StaleSaveDialog } from '@/components/ui/stale-save-dialog';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSessionUser } from '@/lib/session';
import { useStaleSave } from '@/lib/stale-save';
import { useCreateUser } from '../api/create-user';
import { useUser } from '../api/get-user';
import { type UpdateUser, useUpdateUser } from '../api/update-user';

export type UserEditor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; user: User };

interface UserFormDialogProps {
  editor: UserEditor;
  /** How many admins there are, to tell whether the one being edited is the last admin. */
  adminCount: number | undefined;
  onClose: () => void;
}

/** Said when the account cannot be read to be edited. */
export const USER_LOAD_FAILED = 'Failed to load user';

export function UserFormDialog({ editor, adminCount, onClose }: UserFormDialogProps) {
  const editing = editor.mode === 'edit' ? editor.user : undefined;
  return (
    <RecordEditorDialog
      open={editor.mode !== 'closed'}
      editing={editing}
      onClose={onClose}
      stored={useUser(editing?._id)}
      title={{ create: 'Add New User', edit: 'Edit User' }}
      description={{
        create: 'Create an account. Only admins can sign in to this panel.',
        edit: 'Change the name, email address, role or password of this account.',
      }}
      loadFailed={USER_LOAD_FAILED}
      loading="Loading user..."
      area="users"
      create={() => <UserForm key="new" user={undefined} isLastAdmin={false} onDone={onClose} />}
      edit={({ user, version }, reload) => (
        <UserForm
          key={user._id}
          user={user}
          version={version}
          onReload={reload}
          isLastAdmin={user.role === 'admin' && adminCount === 1}
          onDone={onClose}
        />
      )}
    />
  );
}

/**
 * What the form holds. The password is required when creating an account; when editing one it is
 * left empty, and sent only when filled in (a new password for that account).
 */
interface UserFormValues {
  name: string;
  email: string;
  role: Role;
  password: string;
}
type UserFormOutput = z.output<typeof updateUserInput>;

const { TextField, SelectField } = typedFields<UserFormValues>();
const roles = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

const validateNewUser = zodResolver(createUserInput);
const validateUserUpdate = zodResolver(updateUserInput);

/** New accounts are checked against the create schema; edits against the update schema, with
 * an empty password left out (the account keeps the one it has). */
function userFormResolver(creating: boolean): Resolver<UserFormValues, unknown, UserFormOutput> {
  return (values, context, { criteriaMode, fields, shouldUseNativeValidation }) => {
    const options = { criteriaMode, fields, shouldUseNativeValidation };
    return creating
      ? validateNewUser(values, context, options)
      : validateUserUpdate(
          { ...values, password: values.password === '' ? undefined : values.password },
          context,
          options,
        );
  };
}

interface UserFormProps {
  user: User | undefined;
  /** The stored account's version, which its saves name (a later one is a stale save). */
  version?: string | undefined;
  /** Reads the account as stored now and starts the form afresh from it. */
  onReload?: () => Promise<void>;
  isLastAdmin: boolean;
  onDone: () => void;
}

function UserForm({ user, version, onReload, isLastAdmin, onDone }: UserFormProps) {
  const creating = user === undefined;
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const stale = useStaleSave<UpdateUser>(onReload);
  const saving = createUser.isPending || updateUser.isPending;

  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: userFormResolver(creating),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      role: user?.role ?? 'user',
      password: '',
    },
  });

  const callbacks = {
    onSuccess: ({ message }: { message?: string }) => {
      notifySuccess(message ?? (creating ? userMessages.userCreated : userMessages.userUpdated));
      onDone();
    },
    onError: (error: unknown) => {
      notifyError(errorMessage(error, 'Failed to save user'));
    },
  };

  const cancel = useGuardedForm(
    form.formState.isDirty,
    saving ? undefined : () => void submit(),
    onDone,
  );

  const submit = form.handleSubmit(({ name, email, role, password }) => {
    if (creating) {
      // The create schema has already required the password.
      createUser.mutate({ name, email, role, password: password ?? '' }, callbacks);
    } else {
      update({
        id: user._id,
        input: { name, email, role, ...(password ? { password } : {}) },
        version,
      });
    }
  });

  function update(attempt: UpdateUser) {
    updateUser.mutate(attempt, {
      onSuccess: ({ body }) => {
        stale.clear();
        callbacks.onSuccess(body);
      },
      onError: (error) => {
        if (!stale.caught(error, attempt)) callbacks.onError(error);
      },
    });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      // 'Name and email are required' is said once, with the empty fields marked.
      formWideMessages={[userMessages.nameEmailRequired]}
      className="space-y-5"
    >
      <TextField name="name" label="Name" placeholder="Full name" required />
      <TextField name="email" label="Email" type="email" placeholder="name@example.com" required />

      {isLastAdmin ? <LockedRole /> : <SelectField name="role" label="Role" options={roles} />}

      {creating ? (
        <TextField
          name="password"
          label="Password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          type="password"
          autoComplete="new-password"
          placeholder="Set a password"
          required
        />
      ) : (
        <TextField
          name="password"
          label="New password"
          hint={
            user._id === getSessionUser()?._id
              ? 'Leave empty to keep your password. All your sessions are signed out when it changes.'
              : 'Leave empty to keep the current password. An admin given a new password is asked to choose their own at their next sign-in, and is told who set it.'
          }
          type="password"
          autoComplete="new-password"
          placeholder="Keep the current password"
        />
      )}

      <FormWideMessage />

      <FormActions
        submitLabel={creating ? 'Create User' : 'Update User'}
        saving={saving}
        onCancel={cancel}
      />
      <StaleSaveDialog recordName="user" {...stale.dialog(update, updateUser.isPending)} />
    </Form>
  );
}

/** The last admin's role: shown, not editable, with the reason (the form keeps 'admin'). */
function LockedRole() {
  const id = useId();
  return (
    <Field
      id={id}
      label="Role"
      hint={
        <span className="flex items-center gap-1.5 font-medium text-edtech-orange-dark">
          <Lock aria-hidden="true" className="size-3.5" />
          {userMessages.lastAdminLock}
        </span>
      }
    >
      <Select {...fieldControlProps(id, undefined, true)} defaultValue="admin" disabled>
        <option value="admin">Admin</option>
      </Select>
    </Field>
  );
}
