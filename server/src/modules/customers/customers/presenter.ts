import type { Customer } from '@coursedesk/contract/customers';
import { presentPerson } from '../presenter.ts';
import type { CustomerRow } from './repository.ts';

const toPounds = (pence: number) => pence / 100;

/** A row as the API shows it: money in pounds. */
export function presentCustomer(row: CustomerRow): Customer {
  return {
    ...presentPerson(row),
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
  };
}
