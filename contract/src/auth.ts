import { z } from 'zod';
import { envelope } from './envelope.ts';
import { text } from './text.ts';

export const roles = ['user', 'admin'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 work grows with input; a cap keeps a sign-in from being a denial of service. */
export const PASSWORD_MAX_LENGTH = 256;

export const authMessages = {
  credentialsRequired: 'Email and password are required',
  invalidCredentials: 'Invalid email or password',
  adminOnly: 'Access denied. Admin privileges required.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  loginSuccess: 'Login successful',
  logoutSuccess: 'Signed out',
  nameEmailRequired: 'Name and email are required',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required for new users',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  emailTaken: 'A user with this email already exists',
  lastAdmin: 'Cannot change the last admin to user. At least one admin must remain.',
  lastAdminLock: 'Cannot change role: This is the last admin account',
  lastAdminDelete: 'Cannot delete the last admin account. At least one admin must remain.',
  selfDelete: 'You cannot delete your own account',
  userNotFound: 'User not found',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
} as const;

const email = text('Email', authMessages.nameEmailRequired)
  .trim()
  .min(1, authMessages.nameEmailRequired)
  .max(254, authMessages.invalidEmail)
  .pipe(z.email({ error: authMessages.invalidEmail }))
  .transform((value) => value.toLowerCase());

const name = text('Name', authMessages.nameEmailRequired)
  .trim()
  .min(1, authMessages.nameEmailRequired)
  .max(100, 'Name must be at most 100 characters');

const newPassword = text('Password', authMessages.passwordRequired)
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const loginInput = z.object({
  email: text('Email', authMessages.credentialsRequired)
    .trim()
    .min(1, authMessages.credentialsRequired)
    .max(254, authMessages.invalidCredentials)
    .transform((value) => value.toLowerCase()),
  password: text('Password', authMessages.credentialsRequired)
    .min(1, authMessages.credentialsRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.invalidCredentials),
});
export type LoginInput = z.input<typeof loginInput>;

/** A user as the API presents it: never a password or hash. */
export const user = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof user>;

export const loginResponse = envelope(z.object({ token: z.string(), user }));
export type LoginResponse = z.infer<typeof loginResponse>;

export const profileResponse = envelope(user);
export const userResponse = envelope(user);
export const userListResponse = envelope(z.array(user));

export const createUserInput = z.object({
  name,
  email,
  role: role.default('user'),
  password: newPassword,
});
export type CreateUserInput = z.input<typeof createUserInput>;

/** Update: the password is optional and only changes when given (it revokes the user's sessions). */
export const updateUserInput = z.object({
  name,
  email,
  role,
  password: newPassword.optional(),
});
export type UpdateUserInput = z.input<typeof updateUserInput>;

export const userIdParams = z.object({ id: z.uuid({ error: authMessages.userNotFound }) });
