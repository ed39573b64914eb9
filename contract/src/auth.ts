import { z } from 'zod';
import { envelope } from './envelope.ts';
import { text } from './text.ts';

export const roles = ['user', 'admin'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

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
  confirmRequired: 'Confirm your password to continue.',
  confirmWrong: 'That is not your current password.',
  confirmed: 'Password confirmed',
} as const;

/** How long a confirmed password counts for sensitive actions (docs/security.md). */
export const CONFIRMATION_SECONDS = 10 * 60;

/** The current password, given again for a sensitive action (docs/security.md, "Confirming"). */
export const currentPassword = text('Current password', authMessages.confirmRequired)
  .min(1, authMessages.confirmRequired)
  .max(PASSWORD_MAX_LENGTH, authMessages.confirmWrong);

export const confirmInput = z.object({ password: currentPassword });
export type ConfirmInput = z.input<typeof confirmInput>;

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
