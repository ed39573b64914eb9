import type { Customer } from '@coursedesk/contract/customers';
import type { CustomerRow } from './repository.ts';

const toPounds = (pence: number) => pence / 100;

/** A row as the API shows it: money in pounds, the id also as `_id` (docs/data-model.md). */
export function presentCustomer(row: CustomerRow): Customer {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    courseId: row.courseId,
    courseName: row.courseName,
    courseCategory: row.courseCategory,
    paymentType: row.paymentType,
    paymentStatus: row.paymentStatus,
    customerStatus: row.customerStatus,
    amount: toPounds(row.amountPence),
    currency: row.currency,
    installmentDetails:
      row.installmentPaidPence === null || row.installmentTotalPence === null
        ? null
        : {
            paidAmount: toPounds(row.installmentPaidPence),
            totalAmount: toPounds(row.installmentTotalPence),
          },
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
