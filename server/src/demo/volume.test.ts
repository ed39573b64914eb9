import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../db/client.ts';
import { createTestDatabase } from '../test/harness.ts';
import { seedVolume, type VolumeProgress } from './volume.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const YEAR_BEFORE = new Date('2025-03-15T12:00:00.000Z');

async function scalar(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ value: string | number | null }>(await db.execute(query));
  return Number(row?.value ?? 0);
}

describe('seedVolume', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates courses to sell when there are none, then adds the rows in batches', async () => {
    const progress: VolumeProgress[] = [];
    const result = await seedVolume(
      db,
      { customers: 120, payments: 500, inquiries: 45 },
      { now: NOW, batchSize: 40, onProgress: (step) => progress.push(step) },
    );
    expect(result).toEqual({ customers: 120, payments: 500, inquiries: 45, coursesCreated: 8 });
    expect(await scalar(db, sql`select count(*) as value from courses`)).toBe(8);
    expect(await scalar(db, sql`select count(*) as value from customers`)).toBe(120);
    expect(await scalar(db, sql`select count(*) as value from inquiries`)).toBe(45);
    expect(await scalar(db, sql`select count(*) as value from payment_orders`)).toBe(500);
    expect(await scalar(db, sql`select count(*) as value from payment_transactions`)).toBe(500);
    expect(progress.filter((step) => step.step === 'payments').map((step) => step.done)).toEqual([
      40, 80, 120, 160, 200, 240, 280, 320, 360, 400, 440, 480, 500,
    ]);
    expect(progress.at(-1)).toEqual({ step: 'payments', done: 500, total: 500 });
  });

  it("spreads payments round-robin over this run's customers, after they signed up", async () => {
    const perCustomer = rowsOf<{ orders: string | number }>(
      await db.execute(sql`
        select count(o.id) as orders from customers c
        left join payment_orders o on o.customer_id = c.id group by c.id`),
    ).map((row) => Number(row.orders));
    expect(new Set(perCustomer)).toEqual(new Set([4, 5]));
    expect(
      await scalar(
        db,
        sql`select count(*) as value from payment_transactions t
            join payment_orders o on o.id = t.order_id join customers c on c.id = o.customer_id
            where t.payment_date < c.created_at or t.amount_pence <> o.total_pence
               or t.customer_email <> c.email or t.payment_date > ${NOW}
               or t.payment_date < ${YEAR_BEFORE}`,
      ),
    ).toBe(0);
    const success = await scalar(
      db,
      sql`select count(*) as value from payment_transactions where status = 'success'`,
    );
    expect(success / 500).toBeGreaterThan(0.8);
    expect(success / 500).toBeLessThan(0.97);
  });

  it('links later payments to the customers already stored', async () => {
    await seedVolume(db, { customers: 0, payments: 30, inquiries: 0 }, { now: NOW });
    expect(
      await scalar(db, sql`select count(*) as value from payment_orders where customer_id is null`),
    ).toBe(0);
    expect(await scalar(db, sql`select count(*) as value from payment_orders`)).toBe(530);
    expect(await scalar(db, sql`select count(*) as value from courses`)).toBe(8);
  });
});
