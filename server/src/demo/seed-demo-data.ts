// Demo data: a new database filled with a believable business, so the panel has something to
// show on first start. Everything is derived from one seed and the given clock.
import type { UploadArea } from '@coursedesk/contract/uploads';
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as tables from '../db/schema/index.ts';
import { createDatabaseMediaStore } from '../uploads/media-store.ts';
import { claimMedia } from '../uploads/references.ts';
import { storeUploadedImage } from '../uploads/store-upload.ts';
import { addDemoPictures } from './avatars.ts';
import { addBlogPictures, buildBlogPosts } from './blog-posts.ts';
import { buildCatalogRows } from './catalog.ts';
import { addDemoLogos } from './logos.ts';
import { createRandom } from './random.ts';
import { insertRows, lockAndCheckEmpty } from './repository.ts';
import { buildCoupons, buildDemoSales, type Generator } from './sales.ts';
import { buildSiteContent, type SiteContentTables, siteContentTables } from './site-content.ts';
import { addDays, createTimeline } from './timeline.ts';

/** Any constant; changing it changes every generated name, date and key. */
const DEMO_SEED = 20_240_601;

export const DEMO_VOLUMES = { customers: 400, inquiries: 300 } as const;

export class DatabaseNotEmptyError extends Error {
  constructor() {
    super('the database already holds data; demo data is only loaded into a new database');
  }
}

export interface DemoDataSummary {
  courses: number;
  customers: number;
  inquiries: number;
  orders: number;
  transactions: number;
  coupons: number;
  redemptions: number;
  blogPosts: number;
}

/**
 * Fills a new, empty database with demo content for every section of the panel and a year of
 * trading before `now`, in one transaction. The same `now` gives the same rows, keys included.
 * Throws DatabaseNotEmptyError (and writes nothing) when the database already has data, which
 * also settles two servers starting on one new database at once. The dashboard rollups are
 * not written here: the database keeps them in step with the rows inserted.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<DemoDataSummary> {
  const random = createRandom(DEMO_SEED);
  const gen: Generator = { random, newId: () => random.uuid(), now };
  // The site and its catalogue were set up before the year of trading began.
  const launchedAt = addDays(now, -400);

  const catalog = buildCatalogRows(random, now, launchedAt);
  const content = buildSiteContent(random, now, launchedAt);
  const posts = buildBlogPosts(random, now);
  const { plans, couponCourses: couponLinks } = buildCoupons(gen, catalog.saleable);
  const sales = buildDemoSales(gen, createTimeline(now), catalog.saleable, plans, DEMO_VOLUMES);

  await db.transaction(async (tx) => {
    if (!(await lockAndCheckEmpty(tx))) throw new DatabaseNotEmptyError();
    // Faces for the people screens, stored like uploads and claimed by the rows that name them.
    const media = createDatabaseMediaStore(tx);
    const storePicture = (area: UploadArea, png: Buffer) => storeUploadedImage(media, area, png);
    const pictures = [
      ...(await addDemoPictures(content, storePicture)),
      ...(await addBlogPictures(posts, storePicture)),
      ...(await addDemoLogos(content.companyLogos, storePicture)),
    ];
    // Parents before children, so every foreign key finds its row.
    // The demo's content is what its site shows: published (docs/publishing.md).
    const published = { publishStatus: 'published' } as const;
    await insertRows(
      tx,
      tables.courses,
      catalog.courses.map((row) => ({ ...row, ...published })),
    );
    await insertRows(tx, tables.courseDetails, catalog.details);
    await insertRows(tx, tables.coursePricing, catalog.pricing);
    await insertRows(tx, tables.courseIcons, catalog.icons);
    await insertRows(
      tx,
      tables.blogPosts,
      posts.map((row) => ({ ...row, ...published })),
    );
    const insertSection = <Table extends keyof SiteContentTables>(table: Table) =>
      insertRows(
        tx,
        siteContentTables[table],
        'publishStatus' in getTableColumns(siteContentTables[table])
          ? content[table].map((row) => ({ ...row, ...published }))
          : content[table],
      );
    for (const table of Object.keys(siteContentTables) as (keyof SiteContentTables)[]) {
      await insertSection(table);
    }
    await insertRows(
      tx,
      tables.coupons,
      plans.map((plan) => plan.coupon),
    );
    await insertRows(tx, tables.couponCourses, couponLinks);
    await insertRows(tx, tables.customers, sales.customers);
    await insertRows(tx, tables.inquiries, sales.inquiries);
    await insertRows(tx, tables.paymentOrders, sales.orders);
    await insertRows(tx, tables.paymentTransactions, sales.transactions);
    await insertRows(tx, tables.couponRedemptions, sales.redemptions);
    for (const { area, name } of pictures) await claimMedia(tx, area, name);
  });

  return {
    courses: catalog.courses.length,
    customers: sales.customers.length,
    inquiries: sales.inquiries.length,
    orders: sales.orders.length,
    transactions: sales.transactions.length,
    coupons: plans.length,
    redemptions: sales.redemptions.length,
    blogPosts: posts.length,
  };
}
