// The shape every area of the API shares: one Fastify plugin per area (`modules/<area>/module.ts`),
// registered by app.ts with one context. A module builds its services from the context and
// registers its routes; it never imports another module's files, and what one offers the others
// travels in the context (as auth's `sessions` does).
import type { SessionLimit, User } from '@coursedesk/contract/auth';
import type { CouponTerms } from '@coursedesk/contract/coupons';
import type { PaymentType } from '@coursedesk/contract/customers';
import type { PublicCompanyInfo, PublicContactData } from '@coursedesk/contract/public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FormBudgets, SitePages, StripeSettings } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import type { DeviceCookies } from '../lib/device-cookies.ts';
import type { PreviewTokens } from '../lib/preview-tokens.ts';
import type { AuthContext } from '../lib/request-auth.ts';
import type { TokenSigner } from '../lib/tokens.ts';
import type { ServerCollection } from './collections/registry.ts';
import type { CourseMatch } from './courses/lookup/repository.ts';
import type { UserFields } from './users/presenter.ts';
import type { UserRow } from './users/repository.ts';

export type { CourseMatch, ServerCollection };

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

/** An account as the users table holds it, password hash included (it never leaves the server). */
export type UserAccount = UserRow;

/** An account's two-factor secrets as stored (sealed, modules/auth/totp-storage.ts). */
export interface TotpSecrets {
  totpSecret: string | null;
  totpPendingSecret: string | null;
}

/**
 * What the users module offers the others (modules/users/facade.ts): the users table is written
 * by the users module only, so the auth module reads accounts and writes their password hash and
 * two-factor secrets through this. Each call runs on the executor given, a transaction's too.
 */
export interface Users {
  findById(db: Executor, id: string): Promise<UserAccount | undefined>;
  /** The account an email signs in to (exactly as stored). */
  findByEmail(db: Executor, email: string): Promise<UserAccount | undefined>;
  /** Stores a stronger hash of the same password, unless the password changed meanwhile. */
  upgradePasswordHash(
    db: Executor,
    userId: string,
    previousHash: string,
    passwordHash: string,
  ): Promise<void>;
  setPendingTotpSecret(db: Executor, userId: string, secret: string): Promise<void>;
  /** Two-factor sign-in on with the pending `secret`; false when on already or it changed. */
  enableTotp(db: Executor, userId: string, secret: string, step: number): Promise<boolean>;
  /** The code of `step` accepted unless one of that step or later was: one atomic update. */
  acceptTotpStep(db: Executor, userId: string, step: number): Promise<boolean>;
  /** Two-factor sign-in off on the account: its secrets and last step go. */
  clearTwoFactor(db: Executor, userId: string): Promise<void>;
  /** The accounts holding a secret not yet sealed, locked until the transaction ends. */
  lockClearTotpSecrets(db: Executor): Promise<Array<{ id: string } & TotpSecrets>>;
  /** Stores an account's secrets as given, unless they changed since they were read. */
  replaceTotpSecrets(
    db: Executor,
    userId: string,
    was: TotpSecrets,
    now: TotpSecrets,
  ): Promise<void>;
  /** The only shape in which a user leaves the server: the password hash has no field here. */
  present(row: UserFields): User;
}

/**
 * What the company module offers the others (modules/company/facade.ts): its records as they
 * leave the server, for the website's answers (the public module) as for the back-office.
 */
export interface Company {
  presentCompanyInfo(row: PublicCompanyInfo): PublicCompanyInfo;
  presentContactData(row: PublicContactData): PublicContactData;
}

/**
 * What the courses module offers the others (modules/courses/facade.ts): a course found by what
 * the outside world calls it, with the price its plan charges today.
 */
export interface Courses {
  /** The course whose slug is `reference`, or whose id it is. */
  findByReference(db: Executor, reference: string): Promise<CourseMatch | undefined>;
  /** The course whose title is `title`, letter case and surrounding spaces aside. */
  findByTitle(db: Executor, title: string): Promise<CourseMatch | undefined>;
  /** The courses these references name, by reference; unknown ones are left out. */
  findByReferences(db: Executor, references: string[]): Promise<Map<string, CourseMatch>>;
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

/** A payment as it touches its customer (modules/customers/facade.ts). */
export interface CustomerPayment {
  /** A payment that went through approves the customer; a failed one leaves a payer paid. */
  outcome: 'succeeded' | 'failed';
  name: string;
  email: string;
  phone: string | null;
  courseId: string | null;
  courseName: string | null;
  courseCategory: string | null;
  paymentType: PaymentType;
  amountPence: number;
  currency: string;
  installmentPaidPence: number | null;
  installmentTotalPence: number | null;
}

/**
 * What the payment events may do to customers, made by the people module, whose repository is the
 * only writer of the customers table. Both run inside the caller's transaction.
 */
export interface CustomerPayments {
  /**
   * Each payment's customer (the most recent with its email) brought up to date with it, or a new
   * one, in one statement; the emails are distinct, compared without case. Answers the customers'
   * ids in the order of `payments`.
   */
  recordPayments(tx: Executor, payments: readonly CustomerPayment[]): Promise<string[]>;
  /** The customer of an order refunded in full: refunded, and the enrolment cancelled. */
  applyRefundStatus(tx: Executor, customerId: string): Promise<void>;
}

/** One order's use of a coupon. */
export interface CouponRedemption {
  couponId: string;
  orderId: string;
  customerEmail: string;
  discountPence: number;
  redeemedAt: Date;
}

/**
 * What the payment events may do to coupons, made by the coupons module, whose repository is the
 * only writer of coupons and coupon_redemptions. Both run inside the caller's transaction.
 */
export interface CouponRedemptions {
  /** The coupon's use by the order, unless it has reached its limit: false then, nothing written. */
  redeem(tx: Executor, redemption: CouponRedemption): Promise<boolean>;
  /** Whether the order has used a coupon already. */
  hasRedemption(tx: Executor, orderId: string): Promise<boolean>;
  /** A coupon's terms by its code, with its id and courses, as the pricing rules read them. */
  findTerms(db: Executor, code: string): Promise<(CouponTerms & { id: string }) | undefined>;
}

/**
 * What the webhooks module offers the others (modules/webhooks/facade.ts): the go-lives it has
 * announced (go_live_announcements), one row per scheduled record, kept while the record exists
 * or waits in the trash.
 */
export interface GoLives {
  /** Inside the transaction that deletes the record for good: its row goes with it. */
  forget(tx: Executor, kind: string, recordId: string): Promise<void>;
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
  /** Tests only: how often the go-live sweep runs, and the clock it reads. */
  goLiveMs?: number;
  now?: () => Date;
}

export interface ModuleContext {
  db: Database;
  /** Signs and checks the session tokens. */
  tokens: TokenSigner;
  sessions: Sessions;
  /** The accounts, for the modules other than users (modules/users/facade.ts). */
  users: Users;
  /** Courses by what the outside world calls them (modules/courses/facade.ts). */
  courses: Courses;
  /** The company's records as they leave the server (modules/company/facade.ts). */
  company: Company;
  /** Signs and checks the device cookies of sign-in (lib/device-cookies.ts). */
  deviceCookies: DeviceCookies;
  confirmation: Confirmation;
  /** The website's declared content sections and their tables (modules/collections/registry.ts). */
  collections: readonly ServerCollection[];
  /** PUBLIC_URL: the server's public address, for absolute image URLs; unset for relative ones. */
  publicUrl: string | undefined;
  /** Signs and checks preview tokens (lib/preview-tokens.ts), keyed from the token secret. */
  previewTokens: PreviewTokens;
  /** SITE_PREVIEW_URL: the website's preview address template; unset, no preview link. */
  sitePreviewUrl: string | undefined;
  /** SITE_URL and its page paths: where the sitemap and the blog's feed point; unset, neither. */
  site?: SitePages | undefined;
  /** PAYMENT_WEBHOOK_SECRET: signs the payment provider's events; without it, no webhook. */
  paymentWebhookSecret?: string | undefined;
  /** STRIPE_*: Stripe Checkout and Stripe's webhook; without them, both answer 404. */
  stripe?: StripeSettings | undefined;
  /** SITE_ORIGINS: the website's origins, the only places a checkout may send a visitor back to. */
  siteOrigins: readonly string[];
  /** ACTIVITY_RETENTION_DAYS: entries older than this many days are pruned in the background. */
  activityRetentionDays: number;
  /** REQUIRE_2FA: every admin must set up two-factor sign-in (docs/security.md). */
  requireTwoFactor: boolean;
  /** Each website form's budget across every address (docs/website-forms.md). */
  formBudgets: FormBudgets;
  /** Customers as payments move them (the people module's). */
  customerPayments: CustomerPayments;
  /** Coupon uses by orders (the coupons module's). */
  couponRedemptions: CouponRedemptions;
  /** The outbox's sender: where webhooks may go and how email leaves. */
  outbox: OutboxSettings;
  /** The go-lives announced, forgotten with their record (the webhooks module's). */
  goLives: GoLives;
}

/** An area of the API: takes the context, builds its services, registers its routes under /api. */
export type AppModule = FastifyPluginAsyncZod<ModuleContext>;
