// Volume data for load tests: hundreds of thousands of customers, payments and inquiries added
// to any database, in batches that each commit on their own.
import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import * as tables from '../db/schema/index.ts';
import { buildCatalogRows, type SaleableCourse } from './catalog.ts';
import { makePerson } from './people.ts';
import { createRandom } from './random.ts';
import {
  analyzeTradingTables,
  findCustomersForPayments,
  findSaleableCourses,
  insertRows,
} from './repository.ts';
import {
  buildCustomer,
  buildInquiry,
  buildPayment,
  type CustomerRow,
  type Generator,
  type InquiryRow,
  methodForVolume,
  type OrderRow,
  outcomeForVolume,
  type Payer,
  pickCourse,
  type TransactionRow,
} from './sales.ts';
import { addDays, createTimeline } from './timeline.ts';

export interface VolumeCounts {
  customers: number;
  payments: number;
  inquiries: number;
}

export type VolumeStep = 'customers' | 'inquiries' | 'payments';

export interface VolumeProgress {
  step: VolumeStep;
  done: number;
  total: number;
}

export interface VolumeOptions {
  now?: Date;
  /** Rows per INSERT statement. */
  batchSize?: number;
  onProgress?: (progress: VolumeProgress) => void;
}

export interface VolumeResult extends VolumeCounts {
  /** Courses created because the database had none to sell. */
  coursesCreated: number;
}

export const DEFAULT_BATCH_SIZE = 5_000;
/** Payments for an existing database go to at most this many of its customers. */
const EXISTING_BUYERS_LIMIT = 100_000;

interface Buyer extends Payer {
  course: SaleableCourse | undefined;
  createdAt: Date;
}

/**
 * Adds `counts` generated rows over the year before `now`. Each batch commits on its own, so
 * an interrupted run keeps what it wrote. Payments are one order and one transaction each
 * (about 90% successful) and go round-robin to the customers made by this run, else to
 * customers already stored, else to guests. Keys are random UUIDs, so runs never collide.
 */
export async function seedVolume(
  db: Database,
  counts: VolumeCounts,
  options: VolumeOptions = {},
): Promise<VolumeResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const report = options.onProgress ?? (() => {});
  // Volume data need not repeat between runs; a fresh seed spreads it differently each time.
  const random = createRandom(randomInt(2 ** 31));
  const gen: Generator = { random, newId: randomUUID, now };
  const timeline = createTimeline(now);

  let coursesCreated = 0;
  let saleable = await findSaleableCourses(db);
  if (saleable.length === 0) {
    const catalog = buildCatalogRows(random, now, addDays(now, -400));
    await db.transaction(async (tx) => {
      await insertRows(tx, tables.courses, catalog.courses);
      await insertRows(tx, tables.courseDetails, catalog.details);
      await insertRows(tx, tables.coursePricing, catalog.pricing);
    });
    coursesCreated = catalog.courses.length;
    saleable = catalog.saleable;
  }
  const courseById = new Map(saleable.map((course) => [course.id, course]));

  // Rows are stored in the order they were created, as a live table's are.
  const inOrder = (count: number) =>
    Array.from({ length: count }, () => timeline.instant(random).getTime()).sort((a, b) => a - b);
  const customerTimes = inOrder(counts.customers);
  const buyers: Buyer[] = [];
  await inBatches(counts.customers, batchSize, async (size, done) => {
    const rows: CustomerRow[] = [];
    for (let index = 0; index < size; index++) {
      const { customer, course, person } = buildCustomer(
        gen,
        pickCourse(random, saleable),
        new Date(customerTimes[done + index] ?? now.getTime()),
      );
      rows.push(customer);
      if (counts.payments > 0) {
        buyers.push({
          customerId: customer.id,
          name: person.name,
          email: person.email,
          phone: person.phone,
          course,
          createdAt: customer.createdAt,
        });
      }
    }
    await insertRows(db, tables.customers, rows);
    report({ step: 'customers', done: done + size, total: counts.customers });
  });

  const inquiryTimes = inOrder(counts.inquiries);
  await inBatches(counts.inquiries, batchSize, async (size, done) => {
    const rows: InquiryRow[] = [];
    for (let index = 0; index < size; index++) {
      const createdAt = new Date(inquiryTimes[done + index] ?? now.getTime());
      rows.push(buildInquiry(gen, saleable, { createdAt }));
    }
    await insertRows(db, tables.inquiries, rows);
    report({ step: 'inquiries', done: done + size, total: counts.inquiries });
  });

  if (counts.payments > 0 && buyers.length === 0) {
    for (const customer of await findCustomersForPayments(db, EXISTING_BUYERS_LIMIT)) {
      buyers.push({
        customerId: customer.id,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        course: customer.courseId ? courseById.get(customer.courseId) : undefined,
        createdAt: customer.createdAt,
      });
    }
  }

  let next = 0;
  await inBatches(counts.payments, batchSize, async (size, done) => {
    const orders: OrderRow[] = [];
    const transactions: TransactionRow[] = [];
    for (let index = 0; index < size; index++) {
      const buyer = buyers.length > 0 ? buyers[next++ % buyers.length] : undefined;
      // Without customers to link to, a guest checkout.
      const payer: Payer = buyer ?? { ...makePerson(random), customerId: null };
      const course = buyer?.course ?? pickCourse(random, saleable);
      const installment = course.installmentMonths > 0 && random.chance(0.2);
      const { order, transactions: attempts } = buildPayment(gen, {
        payer,
        course,
        at: buyer ? timeline.after(random, buyer.createdAt) : timeline.instant(random),
        subtotalPence: installment ? course.installmentPricePence : course.currentPricePence,
        method: methodForVolume(random),
        attempts: [outcomeForVolume(random)],
      });
      orders.push(order);
      transactions.push(...attempts);
    }
    await db.transaction(async (tx) => {
      await insertRows(tx, tables.paymentOrders, orders);
      await insertRows(tx, tables.paymentTransactions, transactions);
    });
    report({ step: 'payments', done: done + size, total: counts.payments });
  });

  await analyzeTradingTables(db);
  return { ...counts, coursesCreated };
}

async function inBatches(
  total: number,
  batchSize: number,
  run: (size: number, done: number) => Promise<void>,
): Promise<void> {
  for (let done = 0; done < total; done += batchSize) {
    await run(Math.min(batchSize, total - done), done);
  }
}
