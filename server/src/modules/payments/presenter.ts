import type { PaymentOrder, PaymentTransaction } from '@coursedesk/contract/payments';
import type { OrderRow, TransactionRow } from './repository.ts';

/** Pence as pounds, rounded to whole pence. */
export const pounds = (pence: number) => Math.round(pence) / 100;

/** A transaction as the API shows it: `id` is its reference, `orderId` its order's. */
export function presentTransaction(row: TransactionRow): PaymentTransaction {
  return {
    _id: row.id,
    id: row.reference,
    orderId: row.orderReference,
    customerInfo: {
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone ?? '',
    },
    courseInfo: { courseName: row.courseName, category: row.courseCategory ?? '' },
    amount: pounds(row.amountPence),
    currency: row.currency,
    method: row.method,
    status: row.status,
    paymentDate: row.paymentDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    refundedAmount: pounds(Number(row.refundedPence)),
    issues: row.issues,
    needsReview: row.needsReview,
    review:
      row.reviewedAt && row.reviewNote !== null
        ? {
            note: row.reviewNote,
            reviewedBy: { id: row.reviewedBy, email: row.reviewedByName ?? '' },
            reviewedAt: row.reviewedAt.toISOString(),
          }
        : null,
  };
}

/** An order as the API shows it, money in pounds. */
export function presentOrder(row: OrderRow): PaymentOrder {
  return {
    _id: row.id,
    orderId: row.reference,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    courseId: row.courseId,
    courseName: row.courseName,
    couponCode: row.couponCode,
    subtotal: pounds(row.subtotalPence),
    discount: pounds(row.discountPence),
    total: pounds(row.totalPence),
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
