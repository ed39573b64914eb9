import { z } from 'zod';
import { currentPassword, PASSWORD_MAX_LENGTH, role, user } from './auth.ts';
import { envelope } from './envelope.ts';
import { LIST_MAX_LIMIT, listQuery, pagedEnvelope } from './list.ts';
import { text } from './text.ts';

/** User management: the accounts screen and `/auth/users`. Signing in lives in `auth.ts`. */

export const PASSWORD_MIN_LENGTH = 8;

export const userMessages = {
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
  passwordTooCommon: 'This password is too common',
  passwordBlank: 'Password cannot be only spaces',
  passwordSame: 'Choose a new password, not the one you have now',
  passwordChanged: 'Your password is changed.',
} as const;

const email = text('Email', userMessages.nameEmailRequired)
  .trim()
  .min(1, userMessages.nameEmailRequired)
  .max(254, userMessages.invalidEmail)
  .pipe(z.email({ error: userMessages.invalidEmail }))
  .transform((value) => value.toLowerCase());

const name = text('Name', userMessages.nameEmailRequired)
  .trim()
  .min(1, userMessages.nameEmailRequired)
  .max(100, 'Name must be at most 100 characters');

/** A new password: 8 to 256 characters, not all of them spaces (the server adds the common list). */
export const newPassword = text('Password', userMessages.passwordRequired)
  .min(1, userMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, userMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, userMessages.passwordTooLong)
  .refine((value) => value.trim() !== '', userMessages.passwordBlank);

export const userResponse = envelope(user);

/** How many accounts the screen's page holds (the most a page may hold). */
export const USER_PAGE_SIZE = LIST_MAX_LIMIT;
export const userSortFields = ['createdAt', 'name', 'email'] as const;

/** GET /auth/users: a page of accounts, oldest first unless sorted otherwise, searched by name or email. */
export const userListQuery = listQuery(
  { sortFields: userSortFields, defaultSortOrder: 'asc', defaultLimit: USER_PAGE_SIZE },
  {},
);
export type UserListQuery = z.output<typeof userListQuery>;
export const userListResponse = pagedEnvelope(user);

/** GET /auth/users/stats: the screen's figures over every account. */
export const userStats = z.object({
  total: z.number().int().min(0),
  admins: z.number().int().min(0),
  users: z.number().int().min(0),
});
export type UserStats = z.infer<typeof userStats>;
export const userStatsResponse = envelope(userStats);

/**
 * `currentPassword`: the acting admin's own password, for the sensitive changes (creating an
 * account, a new role, anyone's new password or email), unless the session confirmed it in the
 * last 10 minutes (docs/security.md, "Confirming").
 */
export const createUserInput = z.object({
  name,
  email,
  role: role.default('user'),
  password: newPassword,
  currentPassword: currentPassword.optional(),
});
export type CreateUserInput = z.input<typeof createUserInput>;

/** Update: the password is optional and only changes when given (it revokes the user's sessions). */
export const updateUserInput = z.object({
  name,
  email,
  role,
  password: newPassword.optional(),
  currentPassword: currentPassword.optional(),
});
export type UpdateUserInput = z.input<typeof updateUserInput>;

export const userIdParams = z.object({ id: z.uuid({ error: userMessages.userNotFound }) });

/**
 * POST /auth/password: the signed-in admin chooses their own password, giving the one they have
 * (always asked, whatever the session confirmed). Other sessions of theirs end; this one goes on.
 */
export const ownPasswordInput = z.object({
  currentPassword: currentPassword,
  password: newPassword,
});
export type OwnPasswordInput = z.input<typeof ownPasswordInput>;
/** What the session must do next: set up the two-factor sign-in the server requires. */
export const ownPasswordResponse = envelope(z.object({ twoFactorSetupRequired: z.boolean() }));

/**
 * GET /auth/password-change: whether another admin set this admin's password, who and when; the
 * admin must choose their own before doing anything else.
 */
export const passwordChangeStatus = z.object({
  required: z.boolean(),
  setBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  setAt: z.string().nullable(),
});
export type PasswordChangeStatus = z.infer<typeof passwordChangeStatus>;
export const passwordChangeStatusResponse = envelope(passwordChangeStatus);
