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
import { Field, fieldControlProps } from '@/components/ui/form/field';
import { Form, FormActions } from '@/components/ui/form/form';
import { FormWideMessage } from '@/components/ui/form/form-message';
import { typedFields } from '@/components/ui/form/typed-fields';
import { HistoryPanel } from '@/components/ui/history-panel';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';

export type UserEditor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; user: User };

interface UserFormDialogProps {
  editor: UserEditor;
  /** How many admins there are, to tell whether the one being edited is the last admin. */
  adminCount: number | undefined;
  onClose: () => void;
}

export function UserFormDialog({ editor, adminCount, onClose }: UserFormDialogProps) {
  const editing = editor.mode === 'edit' ? editor.user : undefined;
  return (
    <Modal
      open={editor.mode !== 'closed'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? 'Edit User' : 'Add New User'}
      description={
        editing
          ? 'Change the name, email address or role of this account.'
          : 'Create an account. Only admins can sign in to this panel.'
      }
    >
      <UserForm
        key={editing?._id ?? 'new'}
        user={editing}
        isLastAdmin={editing?.role === 'admin' && adminCount === 1}
        onDone={onClose}
      />
      <HistoryPanel area="users" record={editing?._id} />
    </Modal>
  );
}

/** What the form holds; the password is only used when creating an account. */
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
 * the password left out because this form never changes it. */
function userFormResolver(creating: boolean): Resolver<UserFormValues, unknown, UserFormOutput> {
  return (values, context, { criteriaMode, fields, shouldUseNativeValidation }) => {
    const options = { criteriaMode, fields, shouldUseNativeValidation };
    return creating
      ? validateNewUser(values, context, options)
      : validateUserUpdate({ ...values, password: undefined }, context, options);
  };
}

interface UserFormProps {
  user: User | undefined;
  isLastAdmin: boolean;
  onDone: () => void;
}

function UserForm({ user, isLastAdmin, onDone }: UserFormProps) {
  const creating = user === undefined;
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
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

  const submit = form.handleSubmit(({ name, email, role, password }) => {
    if (creating) {
      // The create schema has already required the password.
      createUser.mutate({ name, email, role, password: password ?? '' }, callbacks);
    } else {
      updateUser.mutate({ id: user._id, input: { name, email, role } }, callbacks);
    }
  });

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
      ) : null}

      <FormWideMessage />

      <FormActions
        submitLabel={creating ? 'Create User' : 'Update User'}
        saving={saving}
        onCancel={onDone}
      />
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
