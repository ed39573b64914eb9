// The shape every area of the API shares: one Fastify plugin per area (`modules/<area>/module.ts`),
// registered by app.ts with one context. A module builds its services from the context and
// registers its routes; it never imports another module's files, and what one offers the others
// travels in the context (as auth's `sessions` does).
import type { SessionLimit } from '@coursedesk/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FormBudgets } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import type { DeviceCookies } from '../lib/device-cookies.ts';
import type { AuthContext } from '../lib/request-auth.ts';
import type { TokenSigner } from '../lib/tokens.ts';
import type { ServerCollection } from './collections/registry.ts';

export type { ServerCollection };

/**
 * What may be done to sessions from outside the authentication hook, made by the auth module
 * (`registerAuthentication` in modules/auth/authentication.ts).
 */
export interface Sessions {
  /**
   * Signs one session out: from the next request on, no instance accepts its token. `alongside`
   * runs in the same transaction (the sign-out's activity entry).
   */
  end(sessionId: string, alongside?: (tx: Executor) => Promise<void>): Promise<void>;
  /**
   * Inside the transaction that changes a user: every live session of theirs ends with it, but
   * `except` (the session making one's own password change).
   */
  revokeUser(tx: Executor, userId: string, except?: string): Promise<void>;
  /** Inside a transaction: what the session may do from now on (null: everything). */
  limit(tx: Executor, sessionId: string, limit: SessionLimit | null): Promise<void>;
  /** Once a change to the user is over, committed or not: no cache serves their sessions. */
  forgetUser(userId: string): void;
}

/** Who is calling: the client's address and the cookies the browser sent. */
export interface SignInClient {
  address: string;
  cookies: Record<string, string | undefined>;
  /** The browser's User-Agent, kept with a new session for the sessions list. */
  userAgent?: string | undefined;
}

/** Confirming the signed-in admin's password for a sensitive action (modules/auth/confirmation.ts). */
export interface Confirmation {
  /** Checks the admin's own password; right, the session counts as confirmed for 10 minutes. */
  confirm(auth: AuthContext, password: string, client: SignInClient): Promise<void>;
  /**
   * Passes when `currentPassword` is given and right, or the session confirmed its password in
   * the last 10 minutes; otherwise a 403 that names `currentPassword`, recorded in the activity
   * log with `attempted`, what the admin was doing ("set the password of bob@example.com").
   */
  require(
    auth: AuthContext,
    client: SignInClient,
    currentPassword: string | undefined,
    attempted: string,
  ): Promise<void>;
  /**
   * The refusal of a change found unconfirmed after `require` passed (the account changed
   * meanwhile): recorded like any other, answered as the error to throw.
   */
  refused(auth: AuthContext, attempted: string): Promise<Error>;
}

/** Change notifications and email (docs/webhooks.md): the settings of the outbox's sender. */
export interface OutboxSettings {
  /** WEBHOOK_ALLOW_PRIVATE: webhooks may go to loopback, private and link-local addresses. */
  allowPrivate: boolean;
  /** SMTP_URL: where email notices are sent from; unset: none are sent. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the From of email notices. */
  mailFrom?: string | undefined;
  /** Tests only: a shorter retry schedule, poll and lease, or no sender at all. */
  retryDelaysSeconds?: readonly number[];
  pollMs?: number;
  leaseSeconds?: number;
  gatherMs?: number;
  deliver?: boolean;
}

export interface ModuleContext {
  db: Database;
  /** Signs and checks the session tokens. */
  tokens: TokenSigner;
  sessions: Sessions;
  /** Signs and checks the device cookies of sign-in (lib/device-cookies.ts). */
  deviceCookies: DeviceCookies;
  confirmation: Confirmation;
  /** The website's declared content sections and their tables (modules/collections/registry.ts). */
  collections: readonly ServerCollection[];
  /** PUBLIC_URL: the server's public address, for absolute image URLs; unset for relative ones. */
  publicUrl: string | undefined;
  /** PAYMENT_WEBHOOK_SECRET: signs the payment provider's events; without it, no webhook. */
  paymentWebhookSecret?: string | undefined;
  /** ACTIVITY_RETENTION_DAYS: entries older than this many days are pruned in the background. */
  activityRetentionDays: number;
  /** REQUIRE_2FA: every admin must set up two-factor sign-in (docs/security.md). */
  requireTwoFactor: boolean;
  /** Each website form's budget across every address (docs/website-forms.md). */
  formBudgets: FormBudgets;
  /** The outbox's sender: where webhooks may go and how email leaves. */
  outbox: OutboxSettings;
}

/** An area of the API: takes the context, builds its services, registers its routes under /api. */
export type AppModule = FastifyPluginAsyncZod<ModuleContext>;
