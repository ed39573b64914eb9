// The payments step of a batch (./apply-batch.ts): payments that succeeded or failed, each with
// its customer, its order, its coupon's use and its transaction.
import type { OrderStatus } from '@coursedesk/contract/commerce';
import type { PaymentEvent, PaymentEventIssue } from '@coursedesk/contract/payment-events';
import type { CourseMatch } from '../../../db/course-lookup.ts';
import type { CustomerPayment } from '../../module.ts';
import { redeemCoupon } from './coupon-step.ts';
import { type OrderRow, updateOrder, upsertOrders } from './repository.ts';
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
 * another, then each one's coupon use and transaction (added to `scope.payments`). Answers what
 * each could not be matched with, in the order of `events`.
 */
export async function applyPayments(
  scope: BatchScope,
  events: PaymentEvent[],
): Promise<PaymentEventIssue[][]> {
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
  const issues: PaymentEventIssue[][] = [];
  for (const term of terms) {
    const order = orders.get(term.event.data.orderId);
    if (!order) throw new Error('order upsert returned no row');
    issues.push(await applyPayment(scope, term, order));
  }
  return issues;
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

/** One payment on its order: the order's status, the coupon's use, the transaction. */
async function applyPayment(
  scope: BatchScope,
  { event, course, succeeded, amountPence, totalPence }: PaymentTerms,
  order: OrderRow,
): Promise<PaymentEventIssue[]> {
  const { data } = event;
  const found: PaymentEventIssue[] = course ? [] : ['unknown_course'];
  const paidAt = new Date(event.created * 1000);
  const status = nextOrderStatus(order, succeeded);
  if (status !== order.status) await updateOrder(scope.tx, order.id, { status });
  if (data.couponCode) {
    found.push(...(await redeemCoupon(scope, { event, order, course, totalPence, paidAt })));
  }
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
  });
  return found;
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
