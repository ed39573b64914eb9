// Payment events (docs/payments-webhook.md): each event id takes effect once, in one transaction
// that stores the event, the customer, the order, the coupon's use and the payment.

import type { OrderStatus } from '@coursedesk/contract/commerce';
import { couponVerdict, utcToday } from '@coursedesk/contract/coupons';
import type { PaymentEvent, PaymentEventIssue } from '@coursedesk/contract/payment-events';
import type { Database, Executor } from '../../../db/client.ts';
import { findCouponTerms } from '../../../db/coupon-terms.ts';
import { type CourseMatch, findCourseByReference } from '../../../db/course-lookup.ts';
import {
  type CustomerValues,
  findOrder,
  hasRedemption,
  hasSuccessfulPayment,
  insertEvent,
  insertRedemption,
  insertTransaction,
  lockCustomerEmail,
  lockOrderReference,
  markEvent,
  type OrderRow,
  refundTransactions,
  type StatusRule,
  takeCouponUse,
  updateCustomerStatuses,
  updateOrder,
  upsertCustomer,
  upsertOrder,
  waitingRefunds,
} from './repository.ts';

const pence = (pounds: number) => Math.round(pounds * 100);

/** A payment that went through: paid, and a pending (or turned-down) customer is approved. */
const paid: StatusRule = (current) => ({
  paymentStatus: 'paid',
  customerStatus:
    !current || ['pending', 'rejected', 'cancelled'].includes(current.customerStatus)
      ? 'approved'
      : current.customerStatus,
});
/** A payment that failed: failed, unless the customer has paid already. */
const failed: StatusRule = (current) => ({
  paymentStatus: current?.paymentStatus === 'paid' ? 'paid' : 'failed',
  customerStatus: current?.customerStatus ?? 'pending',
});
/** A refund: refunded, and the enrolment is cancelled. */
const refunded: StatusRule = () => ({ paymentStatus: 'refunded', customerStatus: 'cancelled' });

export interface ReceivedEvent {
  /** The event id was stored before: nothing was done this time. */
  duplicate: boolean;
  /** What the event could not be matched with (empty for a repeat). */
  issues: PaymentEventIssue[];
  /** False while a refund waits for its payment. */
  applied: boolean;
}

export interface PaymentEventsService {
  receive(event: PaymentEvent): Promise<ReceivedEvent>;
}

export function createPaymentEventsService(db: Database): PaymentEventsService {
  /** A payment (succeeded or failed): customer, order, coupon use and the transaction. */
  async function applyPayment(tx: Executor, event: PaymentEvent): Promise<PaymentEventIssue[]> {
    const issues: PaymentEventIssue[] = [];
    const { data } = event;
    const succeeded = event.type === 'payment.succeeded';
    const course = await findCourseByReference(tx, data.course);
    if (!course) issues.push('unknown_course');
    const amountPence = pence(data.amount);
    const totalPence = data.installment ? pence(data.installment.totalAmount) : amountPence;
    const paidAt = new Date(event.created * 1000);

    await lockCustomerEmail(tx, data.customer.email);
    const customerId = await upsertCustomer(
      tx,
      customerValues(event, course, amountPence),
      succeeded ? paid : failed,
    );

    const order = await upsertOrder(tx, {
      reference: data.orderId,
      customerId,
      customerName: data.customer.name,
      customerEmail: data.customer.email,
      courseId: course?.id ?? null,
      courseName: course?.title ?? data.course,
      subtotalPence: totalPence,
      discountPence: 0,
      totalPence,
      currency: data.currency,
      status: succeeded ? 'paid' : 'failed',
    });
    const status = nextOrderStatus(order, succeeded);
    if (status !== order.status) await updateOrder(tx, order.id, { status });

    if (data.couponCode) {
      issues.push(...(await redeemCoupon(tx, event, order, course, totalPence, paidAt)));
    }

    await insertTransaction(tx, {
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

    // A refund that arrived before this payment now takes effect.
    if (succeeded) {
      for (const waiting of await waitingRefunds(tx, data.orderId)) {
        await applyRefund(tx, data.orderId);
        await markEvent(tx, waiting.id, { issues: waiting.issues, applied: true });
      }
    }
    return issues;
  }

  /**
   * The coupon's one use by this order, when it applies and has a use left: the order then
   * carries the discount. Answers what did not match.
   */
  async function redeemCoupon(
    tx: Executor,
    event: PaymentEvent,
    order: OrderRow,
    course: CourseMatch | undefined,
    totalPence: number,
    paidAt: Date,
  ): Promise<PaymentEventIssue[]> {
    const code = event.data.couponCode;
    if (!code) return [];
    const coupon = await findCouponTerms(tx, code);
    if (!coupon) return ['unknown_coupon'];
    if (order.couponId === null) await updateOrder(tx, order.id, { couponId: coupon.id });
    // Only a payment that went through uses the coupon, and an order uses it once.
    if (event.type !== 'payment.succeeded' || (await hasRedemption(tx, order.id))) return [];
    const pricePence = course?.pricePence ?? totalPence;
    const verdict = couponVerdict(coupon, {
      courseId: course?.id,
      pricePence,
      today: utcToday(paidAt),
    });
    if (!verdict.applies) {
      return [verdict.reason === 'used_up' ? 'coupon_limit_reached' : 'coupon_not_applicable'];
    }
    if (!(await takeCouponUse(tx, coupon.id))) return ['coupon_limit_reached'];
    await insertRedemption(tx, {
      couponId: coupon.id,
      orderId: order.id,
      customerEmail: event.data.customer.email,
      discountPence: verdict.discountPence,
      redeemedAt: paidAt,
    });
    await updateOrder(tx, order.id, {
      subtotalPence: totalPence + verdict.discountPence,
      discountPence: verdict.discountPence,
      totalPence,
    });
    // The provider charged something other than the course's price after the coupon.
    const issues: PaymentEventIssue[] = [];
    if (
      course?.pricePence != null &&
      !event.data.installment &&
      verdict.finalPricePence !== totalPence
    ) {
      issues.push('amount_mismatch');
    }
    return issues;
  }

  /** The order's payments are refunded; false when there is no successful payment yet. */
  async function applyRefund(tx: Executor, orderReference: string): Promise<boolean> {
    const order = await findOrder(tx, orderReference);
    if (!order || !(await hasSuccessfulPayment(tx, order.id))) return false;
    if (order.customerId) await updateCustomerStatuses(tx, order.customerId, refunded);
    await updateOrder(tx, order.id, { status: 'refunded' });
    await refundTransactions(tx, order.id);
    return true;
  }

  return {
    async receive(event) {
      return db.transaction(async (tx) => {
        const id = await insertEvent(tx, {
          eventId: event.id,
          type: event.type,
          orderReference: event.data.orderId,
          payload: event,
        });
        if (!id) return { duplicate: true, issues: [], applied: true };
        await lockOrderReference(tx, event.data.orderId);
        let issues: PaymentEventIssue[] = [];
        let applied = true;
        if (event.type === 'payment.refunded') {
          applied = await applyRefund(tx, event.data.orderId);
        } else {
          issues = await applyPayment(tx, event);
        }
        await markEvent(tx, id, { issues, applied });
        return { duplicate: false, issues, applied };
      });
    },
  };

  function customerValues(
    event: PaymentEvent,
    course: CourseMatch | undefined,
    amountPence: number,
  ): CustomerValues {
    const { data } = event;
    return {
      name: data.customer.name,
      email: data.customer.email,
      phone: data.customer.phone ?? null,
      courseId: course?.id ?? null,
      courseName: course?.title ?? data.course,
      courseCategory: course?.category ?? null,
      paymentType: data.installment ? 'installment' : data.paymentType,
      amountPence: data.installment ? pence(data.installment.paidAmount) : amountPence,
      currency: data.currency,
      installmentPaidPence: data.installment ? pence(data.installment.paidAmount) : null,
      installmentTotalPence: data.installment ? pence(data.installment.totalAmount) : null,
    };
  }
}

/** An order is paid once a payment goes through, and stays paid (or refunded) after a failure. */
function nextOrderStatus(order: OrderRow, succeeded: boolean): OrderStatus {
  if (succeeded) return order.status === 'refunded' ? 'refunded' : 'paid';
  return order.status === 'paid' || order.status === 'refunded' ? order.status : 'failed';
}
