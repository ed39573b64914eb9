import { z } from 'zod';
import { envelope } from './envelope.ts';
import { storedRecord } from './record.ts';
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
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  challengeExpired: 'This sign-in took too long. Please sign in again.',
  twoFactorSetUp: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  twoFactorEnabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  twoFactorDisabled: 'Two-factor sign-in is off.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  twoFactorNotSetUp: 'Set up two-factor sign-in first: there is no QR code to confirm.',
  twoFactorRequired:
    'This server requires two-factor sign-in: set it up under Account security to continue.',
  twoFactorRequiredNoDisable: 'This server requires two-factor sign-in: it cannot be turned off.',
  passwordChangeRequired:
    'Another admin set your password: choose a new one under Change your password to continue.',
  sessionNotFound: 'Session not found',
  sessionRevoked: 'The session is signed out.',
  otherSessionsRevoked: 'Every other session is signed out.',
} as const;

/** A TOTP code: 6 digits, a new one every 30 seconds (RFC 6238, SHA-1). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How long the second step of a sign-in may wait after the password (docs/security.md). */
export const SIGN_IN_CHALLENGE_SECONDS = 5 * 60;
/** How many recovery codes enabling two-factor sign-in gives. */
export const RECOVERY_CODE_COUNT = 10;

/** How long a confirmed password counts for sensitive actions (docs/security.md). */
export const CONFIRMATION_SECONDS = 10 * 60;

/** How many live sessions an admin may have: a new sign-in past it ends the least recently used. */
export const MAX_LIVE_SESSIONS = 10;

/**
 * What a limited session may still do (docs/security.md): set up the two-factor sign-in the server
 * requires, or change a password another admin set. Anything else answers 403.
 */
export const sessionLimits = ['two_factor_setup', 'password_change'] as const;
export type SessionLimit = (typeof sessionLimits)[number];

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
export const user = storedRecord({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
});
export type User = z.infer<typeof user>;

/**
 * A session: its token and admin. `twoFactorSetupRequired`: the server requires two-factor sign-in
 * and this admin has not set it up; the session may do nothing else until they do.
 * `passwordChangeRequired`: another admin set this admin's password; the session may do nothing
 * but choose a new one (which comes first when both are asked).
 */
export const loginSession = z.object({
  token: z.string(),
  user,
  twoFactorSetupRequired: z.boolean().default(false),
  passwordChangeRequired: z.boolean().default(false),
});
export type LoginSession = z.infer<typeof loginSession>;

/** The password was right and the account has two-factor sign-in: `POST /auth/login/2fa` next. */
export const twoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/**
 * A session or a challenge. The serializer checks which one a reply is against the schemas, so a
 * reply with a field neither declares is an error rather than a guess.
 */
export const loginResponse = envelope(z.union([loginSession, twoFactorChallenge]));
export type LoginResponse = z.infer<typeof loginResponse>;

/** A TOTP code (spaces allowed, as apps show them) or a recovery code. */
export const signInCode = text('Code', authMessages.codeRequired)
  .trim()
  .min(1, authMessages.codeRequired)
  .max(64, authMessages.codeWrong);

export const loginTwoFactorInput = z.object({
  challenge: text('Challenge', authMessages.challengeExpired)
    .min(1, authMessages.challengeExpired)
    .max(128, authMessages.challengeExpired),
  code: signInCode,
});
export type LoginTwoFactorInput = z.input<typeof loginTwoFactorInput>;
/** A session begun: the second step of a sign-in answers this. */
export const loginSessionResponse = envelope(loginSession);

/** Where the signed-in admin's two-factor sign-in stands. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The server requires it of every admin (REQUIRE_2FA). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;
export const twoFactorStatusResponse = envelope(twoFactorStatus);

export const twoFactorSetupInput = z.object({ currentPassword: currentPassword.optional() });
export type TwoFactorSetupInput = z.input<typeof twoFactorSetupInput>;
/** The new secret, as text and as the URI an authenticator app reads from a QR code. */
export const twoFactorSetup = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;
export const twoFactorSetupResponse = envelope(twoFactorSetup);

export const twoFactorEnableInput = z.object({
  code: text('Code', authMessages.codeRequired)
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, authMessages.codeRequired)),
});
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableInput>;
/** The recovery codes, shown this once: only their hashes are kept. */
export const twoFactorEnableResponse = envelope(z.object({ recoveryCodes: z.array(z.string()) }));

/** Turning it off: a code of the app (or a recovery code), or the password as for any sensitive change. */
export const twoFactorDisableInput = z.object({
  currentPassword: currentPassword.optional(),
  code: signInCode.optional(),
});
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableInput>;

/** One live session of the signed-in admin. */
export const sessionInfo = z.object({
  id: z.string(),
  /** Browser and system read from the User-Agent ("Firefox on Windows"). */
  device: z.string(),
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
export const sessionListResponse = envelope(z.array(sessionInfo));
export const sessionIdParams = z.object({ id: z.uuid({ error: authMessages.sessionNotFound }) });

export const profileResponse = envelope(user);
