import { contentCollections } from '@coursedesk/contract/collections/registry';
import { type CompanySettings, companySettingsInput } from '@coursedesk/contract/company';
import { isValidSvgPath } from '@coursedesk/contract/svg-path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { authed, createTestApp, createTestDatabase, signedInAdmin } from '../test/harness.ts';
import { loadDemoDataOnStart } from './bootstrap.ts';
import { DatabaseNotEmptyError, DEMO_VOLUMES, seedDemoData } from './seed-demo-data.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const YEAR_BEFORE = new Date('2025-03-15T12:00:00.000Z');

/** Tables that demo data leaves alone: accounts, and the rollups the database maintains. */
const NOT_DEMO_TABLES = new Set([
  'users',
  'sessions',
  'login_throttle',
  'recovery_codes',
  'sign_in_challenges',
  // Notices of changes other admins made to an account: the demo makes none.
  'account_notices',
  'revenue_daily',
  'customer_counts_daily',
  'inquiry_counts_daily',
  // List versions, kept by triggers from the clock.
  'collection_versions',
  // The payment provider's deliveries: the demo's payments were never delivered by one.
  'payment_events',
  // Who changed what: the demo is not anyone's change.
  'activity',
  // The versions editors save on, kept by the writes of the admins' editors.
  'record_versions',
  // Keys are issued by an admin for a real website; sized images are made when first asked for.
  'site_keys',
  'media_variants',
  // Deleted records: the demo deletes nothing.
  'trash_entries',
  // Change notifications and email choices: the business sets them up; the demo sends nothing.
  'webhook_endpoints',
  'outbox_messages',
  'outbox_attempts',
  'mail_preferences',
  // Scheduled go-lives announced: the demo's records are published, none is scheduled.
  'go_live_announcements',
]);
const allTables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);
const demoTables = allTables.filter((table) => !NOT_DEMO_TABLES.has(getTableName(table)));

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
const opened: TestDatabase[] = [];

async function freshDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  opened.push(database);
  return database.db;
}

async function scalar(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ value: string | number | null }>(await db.execute(query));
  return Number(row?.value ?? 0);
}

async function dump(db: Database, table: PgTable): Promise<unknown[]> {
  // Stored images are keyed by area and name (their content's hash); when they were stored is
  // the real clock's, not the demo's.
  if (getTableName(table) === 'media_blobs') {
    return rowsOf(
      await db.execute(
        sql`select area, name, content_type, size, ref_count, bytes from ${table} order by area, name`,
      ),
    );
  }
  return rowsOf(await db.execute(sql`select * from ${table} order by id`));
}

afterAll(async () => {
  for (const database of opened) await database.close();
});

describe('seedDemoData', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase();
    await seedDemoData(db, NOW);
  });

  it('fills every table of the content and trading model with at least one row', async () => {
    expect(demoTables.length).toBeGreaterThanOrEqual(28);
    for (const table of demoTables) {
      const rows = await scalar(db, sql`select count(*) as value from ${table}`);
      expect.soft(rows, getTableName(table)).toBeGreaterThan(0);
    }
  });

  it('writes the announced volumes', async () => {
    expect(await scalar(db, sql`select count(*) as value from customers`)).toBe(
      DEMO_VOLUMES.customers,
    );
    expect(await scalar(db, sql`select count(*) as value from inquiries`)).toBe(
      DEMO_VOLUMES.inquiries,
    );
    expect(await scalar(db, sql`select count(*) as value from courses`)).toBe(8);
  });

  it("keeps every coupon's used count equal to its redemptions and within its limit", async () => {
    const rows = rowsOf<{ code: string; used_count: number; redemptions: string | number }>(
      await db.execute(sql`
        select c.code, c.used_count, count(r.id) as redemptions
        from coupons c left join coupon_redemptions r on r.coupon_id = c.id
        group by c.id, c.code, c.used_count`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(row.used_count, row.code).toBe(Number(row.redemptions));
    expect(await scalar(db, sql`select count(*) as value from coupon_redemptions`)).toBeGreaterThan(
      0,
    );
    // A redemption's order used that coupon, and the order's discount is the redemption's.
    expect(
      await scalar(
        db,
        sql`select count(*) as value from coupon_redemptions r join payment_orders o on o.id = r.order_id
            where o.coupon_id is distinct from r.coupon_id or o.discount_pence <> r.discount_pence
               or o.customer_email <> r.customer_email or o.status not in ('paid', 'refunded')`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        db,
        sql`select count(*) as value from payment_orders o
            where o.coupon_id is not null
              and not exists (select 1 from coupon_redemptions r where r.order_id = o.id)`,
      ),
    ).toBe(0);
  });

  it("matches every transaction to its order's customer, course and total", async () => {
    expect(
      await scalar(
        db,
        sql`select count(*) as value from payment_transactions t
            left join payment_orders o on o.id = t.order_id
            where o.id is null or t.amount_pence <> o.total_pence
               or t.course_id is distinct from o.course_id or t.course_name <> o.course_name
               or t.customer_email <> o.customer_email or t.payment_date < o.created_at`,
      ),
    ).toBe(0);
    // Every order was attempted at least once, and its status follows its last attempt.
    expect(
      await scalar(
        db,
        sql`select count(*) as value from payment_orders o
            left join lateral (
              select status from payment_transactions t where t.order_id = o.id
              order by payment_date desc, id desc limit 1) last on true
            where last.status is null or o.status <> case last.status
              when 'success' then 'paid' when 'failed' then 'failed'
              when 'pending' then 'pending' else 'refunded' end`,
      ),
    ).toBe(0);
  });

  it("copies each customer's course name and category from the course", async () => {
    expect(
      await scalar(
        db,
        sql`select count(*) as value from customers cu left join courses co on co.id = cu.course_id
            where co.id is null or cu.course_name <> co.title or cu.course_category <> co.category`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        db,
        sql`select count(*) as value from inquiries i join courses co on co.id = i.course_id
            where i.course_name <> co.title`,
      ),
    ).toBe(0);
  });

  it('prices purchases from the course plans, installment plans included', async () => {
    expect(
      await scalar(
        db,
        sql`select count(*) as value from customers cu join course_pricing p on p.course_id = cu.course_id
            where (cu.payment_type = 'installment' and (
                     cu.installment_total_pence <> p.installment_price_pence * p.installment_months
                     or cu.amount_pence <> cu.installment_total_pence
                     or cu.installment_paid_pence > cu.installment_total_pence))
               or (cu.payment_type = 'full_payment' and (
                     cu.installment_total_pence is not null or cu.amount_pence > p.current_price_pence))`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        db,
        sql`select count(*) as value from customers where payment_type = 'installment'`,
      ),
    ).toBeGreaterThan(0);
  });

  it('dates the trading within the year before now, busier recently', async () => {
    const bounds = rowsOf<{ earliest: Date | string; latest: Date | string }>(
      await db.execute(sql`
        select least((select min(created_at) from customers), (select min(created_at) from inquiries),
                     (select min(payment_date) from payment_transactions)) as earliest,
               greatest((select max(created_at) from customers), (select max(created_at) from inquiries),
                        (select max(payment_date) from payment_transactions)) as latest`),
    )[0];
    expect(new Date(bounds?.earliest ?? 0).getTime()).toBeGreaterThanOrEqual(YEAR_BEFORE.getTime());
    expect(new Date(bounds?.latest ?? 0).getTime()).toBeLessThanOrEqual(NOW.getTime());
    const lastQuarter = await scalar(
      db,
      sql`select count(*) as value from customers where created_at >= ${new Date('2025-12-15T12:00:00Z')}`,
    );
    expect(lastQuarter).toBeGreaterThan(DEMO_VOLUMES.customers / 4);
  });

  it('uses every status, type and payment method', async () => {
    const distinct = async (column: string, table: string) =>
      scalar(db, sql.raw(`select count(distinct ${column}) as value from ${table}`));
    expect(await distinct('payment_status', 'customers')).toBe(4);
    expect(await distinct('customer_status', 'customers')).toBe(5);
    expect(await distinct('payment_type', 'customers')).toBe(2);
    expect(await distinct('status', 'inquiries')).toBe(6);
    expect(await distinct('type', 'inquiries')).toBe(5);
    expect(await distinct('status', 'payment_transactions')).toBe(4);
    expect(await distinct('method', 'payment_transactions')).toBe(4);
    expect(await distinct('source', 'inquiries')).toBeGreaterThanOrEqual(5);
  });

  it('stores valid SVG path data for icons and values', async () => {
    const paths = rowsOf<{ path: string }>(
      await db.execute(sql`
        select icon_path as path from course_icons union all select icon_path from core_values`),
    );
    expect(paths.length).toBeGreaterThan(0);
    for (const { path } of paths) expect(isValidSvgPath(path), path).toBe(true);
  });

  it('stores every company logo as an uploaded PNG the logo row refers to', async () => {
    const logos = rowsOf<{ logo: string; content_type: string | null; ref_count: number | null }>(
      await db.execute(sql`select l.logo, m.content_type, m.ref_count from company_logos l
        left join media_blobs m on m.area = 'company-logos' and m.name = l.logo`),
    );
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) {
      expect(logo.logo, logo.logo).toMatch(/^[0-9a-f]{32}\.png$/);
      expect(logo).toMatchObject({ content_type: 'image/png', ref_count: 1 });
    }
  });

  it('leaves the dashboard rollups in step with the rows (kept by the database)', async () => {
    expect(
      await scalar(db, sql`select coalesce(sum(revenue_pence), 0) as value from revenue_daily`),
    ).toBe(
      await scalar(
        db,
        sql`select coalesce(sum(amount_pence), 0) as value from payment_transactions where status = 'success'`,
      ),
    );
    expect(
      await scalar(db, sql`select coalesce(sum(customers), 0) as value from customer_counts_daily`),
    ).toBe(DEMO_VOLUMES.customers);
    expect(
      await scalar(db, sql`select coalesce(sum(inquiries), 0) as value from inquiry_counts_daily`),
    ).toBe(DEMO_VOLUMES.inquiries);
  });

  it('refuses a database that already has data and writes nothing', async () => {
    await expect(seedDemoData(db, NOW)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    expect(await scalar(db, sql`select count(*) as value from courses`)).toBe(8);
  });

  it('gives every person, blog post and company logo a stored picture, referenced once by its row', async () => {
    const people = await db.execute(sql`
      select 'team' as area, image as name from team_members
      union all select 'mentors', image from mentors
      union all select 'testimonials', photo from testimonials
      union all select 'reviews', avatar from trustpilot_reviews
      union all select 'blogs', image from blog_posts
      union all select 'blogs', author_avatar from blog_posts
      union all select 'company-logos', logo from company_logos`);
    const named = rowsOf<{ area: string; name: string | null }>(people);
    expect(named.length).toBeGreaterThanOrEqual(15);
    for (const { name } of named) expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    const stored = rowsOf<{ area: string; name: string; ref_count: number }>(
      await db.execute(sql`select area, name, ref_count from media_blobs`),
    );
    const expected = new Map<string, number>();
    for (const { area, name } of named) {
      expected.set(`${area}/${name}`, (expected.get(`${area}/${name}`) ?? 0) + 1);
    }
    expect(
      new Map(stored.map((row) => [`${row.area}/${row.name}`, Number(row.ref_count)])),
    ).toEqual(expected);
  });

  it('produces the same rows, keys included, for the same clock', async () => {
    const again = await freshDatabase();
    await seedDemoData(again, NOW);
    for (const table of demoTables) {
      expect(await dump(again, table), getTableName(table)).toEqual(await dump(db, table));
    }
  });
});

describe('loadDemoDataOnStart', () => {
  it('loads into a new database: embedded unless DEMO_DATA=false, PostgreSQL only if true', async () => {
    const db = await freshDatabase();
    const start = { databaseWasNew: true, now: NOW };
    const outcome = (setting: boolean | undefined, embedded: boolean) =>
      loadDemoDataOnStart(db, { ...start, setting, embedded }).then((result) => result.kind);
    expect(await outcome(false, true)).toBe('off');
    expect(await outcome(undefined, false)).toBe('off');
    expect(await outcome(false, false)).toBe('off');
    expect(await scalar(db, sql`select count(*) as value from courses`)).toBe(0);
    expect(await outcome(true, false)).toBe('loaded');
    expect(await scalar(db, sql`select count(*) as value from courses`)).toBe(8);
  });

  it('never writes into a database that already existed or already has data', async () => {
    const db = await freshDatabase();
    await db.insert(schema.faqs).values({ number: 1, question: 'Q?', answer: 'A.' });
    const outcome = (databaseWasNew: boolean, setting: boolean | undefined) =>
      loadDemoDataOnStart(db, { databaseWasNew, setting, embedded: true }).then(
        (result) => result.kind,
      );
    // An existing database: a remark only when demo data was asked for explicitly.
    expect(await outcome(false, true)).toBe('skipped-not-empty');
    expect(await outcome(false, undefined)).toBe('off');
    // New by its migration history, yet filled by another server in the meantime.
    expect(await outcome(true, true)).toBe('skipped-not-empty');
    expect(await outcome(true, undefined)).toBe('off');
    expect(await scalar(db, sql`select count(*) as value from courses`)).toBe(0);
  });
});

describe('demo data through the API', () => {
  it('is listed by every content section and passes its editing form schema', async () => {
    const ctx = await createTestApp();
    try {
      await seedDemoData(ctx.db, NOW);
      const admin = authed(ctx, await signedInAdmin(ctx));
      for (const collection of contentCollections) {
        const response = await admin.get(`/api/admin${collection.path}`);
        expect(response.statusCode, collection.name).toBe(200);
        const items = response.json<{ data: unknown[] }>().data;
        expect(items.length, collection.name).toBeGreaterThan(0);
        for (const item of items) {
          const parsed = collection.input.safeParse(item);
          expect(parsed.success, `${collection.name}: ${JSON.stringify(item)}`).toBe(true);
        }
      }
    } finally {
      await ctx.close();
    }
  });
});

describe('demo company info through the API', () => {
  it('fills every section of the company info page, which saves back as it is', async () => {
    const ctx = await createTestApp();
    try {
      await seedDemoData(ctx.db, NOW);
      const admin = authed(ctx, await signedInAdmin(ctx));
      const { data } = (await admin.get('/api/admin/company-settings')).json<{
        data: CompanySettings;
      }>();
      const { companyInfo: info, contactData: contact, highlightedCountries } = data;
      for (const [section, value] of Object.entries({
        whatsappNumber: info?.whatsappNumber,
        supportEmail: info?.supportEmail,
        heroRoles: info?.heroRoles,
        carouselRoles: info?.carouselRoles,
        marketingStats: info?.marketingStats,
        whatsappQuickMessages: info?.whatsappQuickMessages,
        pricingFaq: info?.pricingFaq,
        courseBenefitsComparison: info?.courseBenefitsComparison,
        socialMedia: Object.values(info?.socialMedia ?? {}).filter(Boolean),
        offices: contact?.offices,
        responseTime: contact?.responseTime,
        mapEmbedUrl: contact?.mapEmbedUrl,
        countries: highlightedCountries?.countries,
      })) {
        expect(value?.length, section).toBeGreaterThan(0);
      }
      // The page's form starts from these values: the contract accepts them as they are.
      const input = {
        companyInfo: info,
        contactData: contact,
        highlightedCountries,
      };
      const parsed = companySettingsInput.safeParse(input);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const saved = await admin.put('/api/admin/company-settings', parsed.data);
      expect(saved.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
    // Seeding a year of trading takes a while on a busy machine.
  }, 120_000);
});
