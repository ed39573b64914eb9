// Who owns each table (docs/architecture.md, "Table owners"): the one module whose repositories
// write it. Another module that needs a table's rows asks its owner through the owner's facade
// on the module context (modules/module.ts); the tables a module may read without its owner are
// declared below with the reason. `npm run check:owners` (scripts/check-table-owners.ts) holds
// every module's files to this map. A new table without an owner does not compile.
import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './index.ts';

/** The owners: a module under modules/, or `db` and `uploads` for the tables of the plumbing. */
export type TableOwner =
  | 'activity'
  | 'auth'
  | 'blogs'
  | 'collections'
  | 'company'
  | 'coupons'
  | 'courses'
  | 'db'
  | 'dashboard'
  | 'payments'
  | 'customers'
  | 'site-keys'
  | 'trash'
  | 'uploads'
  | 'users'
  | 'webhooks';

/** The modules: the owners, and those that own no table (the website's side, health). */
export type ModuleName = Exclude<TableOwner, 'db' | 'uploads'> | 'health' | 'public' | 'previews';

/** Every table of the schema by its export name. */
export type SchemaTable = {
  [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? K : never;
}[keyof typeof schema];

export const tableOwners: Record<SchemaTable, TableOwner> = {
  // The website's declared sections (modules/collections/registry.ts).
  teamMembers: 'collections',
  mentors: 'collections',
  advantageStats: 'collections',
  marketingStats: 'collections',
  coreValues: 'collections',
  milestones: 'collections',
  mentorFeatures: 'collections',
  companyLogos: 'collections',
  faqs: 'collections',
  testimonials: 'collections',
  trustpilotReviews: 'collections',
  successStats: 'collections',
  upcomingSkills: 'collections',
  // Written by every area's write through db/activity.ts, in the write's transaction.
  activity: 'activity',
  users: 'users',
  accountNotices: 'users',
  sessions: 'auth',
  recoveryCodes: 'auth',
  signInChallenges: 'auth',
  // The throttle of db/throttle.ts, for signing in and the website's forms alike.
  loginThrottle: 'db',
  blogPosts: 'blogs',
  coupons: 'coupons',
  couponCourses: 'coupons',
  couponRedemptions: 'coupons',
  paymentOrders: 'payments',
  paymentTransactions: 'payments',
  paymentEvents: 'payments',
  // Kept by triggers on payment_transactions (migrations); read by the dashboard and payments.
  revenueDaily: 'payments',
  courses: 'courses',
  courseDetails: 'courses',
  coursePricing: 'courses',
  courseIcons: 'courses',
  customers: 'customers',
  inquiries: 'customers',
  // Kept by triggers on customers and inquiries.
  customerCountsDaily: 'customers',
  inquiryCountsDaily: 'customers',
  companyInfo: 'company',
  contactData: 'company',
  highlightedCountries: 'company',
  mediaBlobs: 'uploads',
  mediaVariants: 'uploads',
  siteKeys: 'site-keys',
  webhookEndpoints: 'webhooks',
  mailPreferences: 'webhooks',
  // The outbox: the webhooks module's sender reads and settles it; db/outbox.ts is the one
  // writer every changing module calls inside its own transaction.
  outboxMessages: 'webhooks',
  outboxAttempts: 'webhooks',
  // The go-lives announced: claimed by the webhooks module's go-live sweep, and written by
  // db/outbox.ts when a save makes a record live by its schedule.
  goLiveAnnouncements: 'webhooks',
  trashEntries: 'trash',
  collectionVersions: 'db',
  recordVersions: 'db',
};

/**
 * Tables of others a module's SQL names on purpose, each with its reason: a read (a select or a
 * join), or a link the trash spine (db/trash.ts) removes and restores with the module's record.
 * Never a write of the module's own: a write to another's table goes through the owner's facade.
 * Each entry is a candidate for a facade of its owner; the check lists them all.
 */
export const declaredUses: Partial<Record<ModuleName, Partial<Record<SchemaTable, string>>>> = {
  coupons: {
    courses: "a coupon's courses are checked to exist when it is saved",
  },
  courses: {
    couponCourses:
      "a course in the trash takes its coupons' links with it, and restoring it restores them",
    customers: 'a course in the trash unlinks the customers who named it; restoring relinks them',
    inquiries: 'the same, for inquiries',
    paymentOrders: 'the same, for orders',
    paymentTransactions: 'the same, for transactions',
  },
  payments: {
    coupons: 'the orders list shows the code of the coupon an order used (a join)',
    courses: "the revenue by course names each course (a join over the rollup's rows)",
    coursePricing:
      "the checkout and the payment events price an order from its course's plan, read in the order's transaction",
  },
  webhooks: {
    courses:
      'the go-live sweep finds the courses whose schedule has come (and locks them while it claims)',
    blogPosts: 'the same, for posts',
  },
  previews: {
    courses: "a preview names a course by id: its slug makes the site's preview address",
    blogPosts: 'the same, for a post',
  },
  customers: {
    courses: "a customer or inquiry copies its course's title and category when it names one",
    paymentOrders: 'a customer in the trash unlinks their orders; restoring relinks them',
  },
  auth: {
    users:
      "the session lookup joins the session's account in one prepared statement, run on every " +
      'request whose session is not cached',
  },
  dashboard: {
    revenueDaily: 'the figures of the dashboard are sums over the rollups, in one statement',
    customerCountsDaily: 'the same',
    inquiryCountsDaily: 'the same',
    paymentTransactions: "today's part of a period not yet rolled up",
    customers: "today's part of a period not yet rolled up",
    inquiries: "today's part of a period not yet rolled up",
    courses: 'counted, and named beside their revenue',
    blogPosts: 'counted',
  },
  public: {
    courses: 'the website shows the published catalogue as one read',
    courseDetails: 'the same',
    coursePricing: 'the same',
    courseIcons: 'the same',
    blogPosts: 'the website shows the published posts',
    companyInfo: 'the website shows the company page',
    contactData: 'the same',
    highlightedCountries: 'the same',
  },
};
