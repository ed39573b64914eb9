// The checkout's reads and its one write: the course's pricing, the pending order, and how many
// payments an order has had (an installment's place in its plan).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ActivityRecord, recordActivity } from '../../../db/activity.ts';
import type { Executor } from '../../../db/client.ts';
import {
  coursePricing,
  courses,
  paymentOrders,
  paymentTransactions,
} from '../../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CheckoutCourse {
  id: string;
  slug: string;
  title: string;
  fullPence: number | null;
  installmentPence: number;
  installments: number;
}

/** The course whose slug (or id) is `reference`, with its pricing. */
export async function findCheckoutCourse(
  db: Executor,
  reference: string,
): Promise<CheckoutCourse | undefined> {
  const [row] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      fullPence: coursePricing.currentPricePence,
      installmentPence: coursePricing.installmentPricePence,
      installments: coursePricing.installmentMonths,
    })
    .from(courses)
    .leftJoin(coursePricing, eq(coursePricing.courseId, courses.id))
    .where(
      UUID.test(reference)
        ? sql`${courses.slug} = ${reference} or ${courses.id} = ${reference.toLowerCase()}::uuid`
        : eq(courses.slug, reference),
    )
    .limit(1);
  if (!row) return undefined;
  return {
    ...row,
    installmentPence: row.installmentPence ?? 0,
    installments: row.installments ?? 0,
  };
}

/** Records a checkout's order as pending, before anything is paid, with its activity entry. */
export async function insertPendingOrder(
  db: Executor,
  values: Pick<
    typeof paymentOrders.$inferInsert,
    | 'reference'
    | 'customerName'
    | 'customerEmail'
    | 'courseId'
    | 'courseName'
    | 'couponId'
    | 'subtotalPence'
    | 'discountPence'
    | 'totalPence'
  >,
): Promise<void> {
  const [order] = await db
    .insert(paymentOrders)
    .values({ ...values, currency: 'GBP', status: 'pending' })
    .returning({ id: paymentOrders.id });
  await recordActivity(db, {
    area: 'payments',
    action: 'create',
    recordId: order?.id ?? null,
    label: `checkout ${values.reference}`,
    after: {
      order: values.reference,
      status: 'pending',
      course: values.courseName,
      customer: values.customerEmail,
      total: values.totalPence / 100,
    },
  });
}

/**
 * A checkout left unpaid until Stripe expired it: its order, while still pending, is cancelled,
 * with its activity entry. Answers whether an order changed.
 */
export async function cancelPendingOrder(
  db: Executor,
  reference: string,
  activity: Pick<ActivityRecord, 'actor' | 'requestId' | 'address'>,
): Promise<boolean> {
  const [order] = await db
    .update(paymentOrders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(paymentOrders.reference, reference), eq(paymentOrders.status, 'pending')))
    .returning({ id: paymentOrders.id });
  if (!order) return false;
  await recordActivity(db, {
    area: 'payments',
    action: 'update',
    recordId: order.id,
    label: `checkout ${reference}`,
    before: { status: 'pending' },
    after: { status: 'cancelled' },
    ...activity,
  });
  return true;
}

/** How many payments of the order went through (refunded ones included). */
export async function countOrderPayments(db: Executor, reference: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .where(
      and(
        eq(paymentOrders.reference, reference),
        inArray(paymentTransactions.status, ['success', 'refunded']),
      ),
    );
  return Number(row?.count ?? 0);
}
