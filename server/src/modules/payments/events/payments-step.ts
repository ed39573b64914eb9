// The payments step of a batch (./apply-batch.ts): payments that succeeded or failed, each with
// its customer, its order, its price and coupon, its findings and its transaction.
import type { OrderStatus } from '@coursedesk/contract/commerce';
import type { PaymentEvent } from '@coursedesk/contract/payment-events';
import type { TransactionIssue } from '@coursedesk/contract/payment-findings';
import type { CourseMatch, CustomerPayment } from '../../module.ts';
import { pricePayment } from './coupon-step.ts';
import { paymentFindings } from './findings.ts';
import {
  findOrdersPaid,
  type OrderPaid,
  type OrderRow,
  updateOrder,
  upsertOrders,
} from './repository.ts';
import { type BatchScope, courseOf, pence } from './steps.ts';

/** What the step reads of one payment event. */
interface PaymentTerms {
  event: PaymentEvent;
  course: CourseMatch | undefined;
  succeeded: boolean;
  amountPence: number;
  /** What the order costs in all: the installment plan's total, or this payment. */
  totalPence: number;
}

/**
 * Payments of distinct customers and orders: their customers in one statement, their orders in
 * another, what those orders had received in a third, then each one's coupon use and transaction
 * (added to `scope.payments`). Answers each one's findings, in the order of `events`.
 */
export async function applyPayments(
  scope: BatchScope,
  events: PaymentEvent[],
): Promise<TransactionIssue[][]> {
  const terms = events.map((event) => paymentTerms(scope, event));
  const customerIds = await scope.parties.customers.recordPayments(
    scope.tx,
    terms.map(customerPayment),
  );
  const orders = await upsertOrders(
    scope.tx,
    terms.map(({ event: { data }, course, totalPence, succeeded }, index) => ({
      reference: data.orderId,
      customerId: customerIds[index] ?? null,
      customerName: data.customer.name,
      customerEmail: data.customer.email,
      courseId: course?.id ?? null,
      courseName: course?.title ?? data.course,
      subtotalPence: totalPence,
      discountPence: 0,
      totalPence,
      currency: data.currency,
      status: succeeded ? 'paid' : 'failed',
    })),
  );
  const paid = await ordersPaid(scope, [...orders.values()]);
  const issues: TransactionIssue[][] = [];
  for (const term of terms) {
    const order = orders.get(term.event.data.orderId);
    if (!order) throw new Error('order upsert returned no row');
    const before = paid.get(order.id) ?? { payments: 0, netPence: 0 };
    issues.push(await applyPayment(scope, term, order, before));
  }
  return issues;
}

/**
 * What the orders had received: what is stored, and the batch's payments not yet written (a
 * batch writes its payments together, so those of an earlier event may still wait).
 */
async function ordersPaid(scope: BatchScope, orders: OrderRow[]) {
  // An order new in this batch has stored nothing but what the batch has written: only orders
  // made before this transaction (whose upsert moved `updatedAt` past `createdAt`) and those the
  // batch has touched are looked up.
  const known = orders.filter(
    (order) =>
      order.createdAt.getTime() < order.updatedAt.getTime() || scope.ordersTouched.has(order.id),
  );
  for (const order of orders) scope.ordersTouched.add(order.id);
  const paid = await findOrdersPaid(
    scope.tx,
    known.map((order) => order.id),
  );
  for (const payment of scope.payments) {
    if (payment.status !== 'success') continue;
    const before = paid.get(payment.orderId) ?? { payments: 0, netPence: 0 };
    paid.set(payment.orderId, {
      payments: before.payments + 1,
      netPence: before.netPence + payment.amountPence,
    });
  }
  return paid;
}

function paymentTerms(scope: BatchScope, event: PaymentEvent): PaymentTerms {
  const { data } = event;
  const amountPence = pence(data.amount);
  return {
    event,
    course: courseOf(scope, event),
    succeeded: event.type === 'payment.succeeded',
    amountPence,
    totalPence: data.installment ? pence(data.installment.totalAmount) : amountPence,
  };
}

/** One payment on its order: the order's status, the price and coupon, the transaction. */
async function applyPayment(
  scope: BatchScope,
  { event, course, succeeded, amountPence, totalPence }: PaymentTerms,
  order: OrderRow,
  paid: OrderPaid,
): Promise<TransactionIssue[]> {
  const { data } = event;
  const paidAt = new Date(event.created * 1000);
  const status = nextOrderStatus(order, succeeded);
  if (status !== order.status) await updateOrder(scope.tx, order.id, { status });
  const priced = await pricePayment(scope, { event, order, course, totalPence, paidAt });
  const issues = paymentFindings({ event, course, order, paid, ...priced });
  scope.payments.push({
    reference: event.id,
    orderId: order.id,
    courseId: course?.id ?? null,
    customerName: data.customer.name,
    customerEmail: data.customer.email,
    customerPhone: data.customer.phone ?? null,
    courseName: course?.title ?? data.course,
    courseCategory: course?.category ?? null,
    amountPence,
    currency: data.currency,
    method: data.method,
    status: succeeded ? 'success' : 'failed',
    paymentDate: paidAt,
    issues,
    needsReview: issues.length > 0,
  });
  return issues;
}

/** The customer as this payment leaves them. */
function customerPayment({ event, course, succeeded, amountPence }: PaymentTerms): CustomerPayment {
  const { data } = event;
  const installment = data.installment;
  return {
    outcome: succeeded ? 'succeeded' : 'failed',
    name: data.customer.name,
    email: data.customer.email,
    phone: data.customer.phone ?? null,
    courseId: course?.id ?? null,
    courseName: course?.title ?? data.course,
    courseCategory: course?.category ?? null,
    paymentType: installment ? 'installment' : data.paymentType,
    amountPence: installment ? pence(installment.paidAmount) : amountPence,
    currency: data.currency,
    installmentPaidPence: installment ? pence(installment.paidAmount) : null,
    installmentTotalPence: installment ? pence(installment.totalAmount) : null,
  };
}

/** An order is paid once a payment goes through, and stays paid (or refunded) after a failure. */
function nextOrderStatus(order: OrderRow, succeeded: boolean): OrderStatus {
  if (succeeded) return order.status === 'refunded' ? 'refunded' : 'paid';
  return order.status === 'paid' || order.status === 'refunded' ? order.status : 'failed';
}
