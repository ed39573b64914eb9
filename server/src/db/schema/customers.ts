// Customers and inquiries: the people the business sells to and hears from.
import {
  customerPaymentStatuses,
  customerStatuses,
  paymentTypes,
} from '@coursedesk/contract/customers';
import { inquiryStatuses, inquiryTypes } from '@coursedesk/contract/inquiries';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import {
  createdAt,
  currency,
  currencyCode,
  id,
  oneOf,
  pence,
  personSearchText,
  updatedAt,
} from './columns.ts';
import { courses } from './courses.ts';

/**
 * Customer. `courseId` follows the course while it exists (set null when the course is
 * deleted); `courseName` and `courseCategory` are copied at write time so the history survives.
 * The wire's `installmentDetails { paidAmount, totalAmount }` are the two `installment*Pence`
 * columns, both set or both empty.
 *
 * Index plan (200,000 rows): every list filter is an equality on a leading column followed by
 * `created_at`, so "filter + date range + newest first" is one index range scan.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    courseId: uuid().references(() => courses.id, { onDelete: 'set null' }),
    courseName: text(),
    courseCategory: text(),
    paymentType: text({ enum: paymentTypes }).notNull().default('full_payment'),
    paymentStatus: text({ enum: customerPaymentStatuses }).notNull().default('pending'),
    customerStatus: text({ enum: customerStatuses }).notNull().default('pending'),
    amountPence: pence().notNull().default(0),
    currency: currency(),
    installmentPaidPence: pence(),
    installmentTotalPence: pence(),
    source: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: personSearchText(),
  },
  (t) => [
    check('customers_payment_type_check', oneOf(t.paymentType, paymentTypes)),
    check('customers_payment_status_check', oneOf(t.paymentStatus, customerPaymentStatuses)),
    check('customers_customer_status_check', oneOf(t.customerStatus, customerStatuses)),
    check('customers_amount_check', sql`${t.amountPence} >= 0`),
    check('customers_currency_check', currencyCode(t.currency)),
    check(
      'customers_installment_check',
      sql`(${t.installmentPaidPence} is null) = (${t.installmentTotalPence} is null) and ${t.installmentPaidPence} >= 0 and ${t.installmentTotalPence} >= 0`,
    ),
    index('customers_created_at_idx').on(t.createdAt),
    index('customers_payment_status_created_at_idx').on(t.paymentStatus, t.createdAt),
    index('customers_customer_status_created_at_idx').on(t.customerStatus, t.createdAt),
    index('customers_payment_type_created_at_idx').on(t.paymentType, t.createdAt),
    index('customers_course_id_created_at_idx').on(t.courseId, t.createdAt),
    index('customers_source_created_at_idx').on(t.source, t.createdAt),
    index('customers_email_lower_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('customers_name_lower_idx').on(sql`lower(${t.name})`),
    index('customers_amount_idx').on(t.amountPence),
    // Substring search (`like '%text%'`) on name, e-mail and phone together through pg_trgm,
    // which both engines carry; the operator class is named with its schema (migration 0007).
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} public.gin_trgm_ops`),
  ],
);

/**
 * Inquiry. `courseId` and `assignedTo` are set null when the course or the user goes;
 * `courseName` keeps what the inquiry was about. Indexed like customers.
 *
 * A website form sent again is counted on its row (docs/website-forms.md, "Repeats"):
 * `repeatKey` is a hash of its normalised email, subject and message (none for an inquiry an
 * admin made), `timesSent` how many times it came and `lastSentAt` when it last did.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    type: text({ enum: inquiryTypes }).notNull().default('general_inquiry'),
    subject: text(),
    message: text(),
    status: text({ enum: inquiryStatuses }).notNull().default('new'),
    courseId: uuid().references(() => courses.id, { onDelete: 'set null' }),
    courseName: text(),
    source: text(),
    assignedTo: uuid().references(() => users.id, { onDelete: 'set null' }),
    repeatKey: text(),
    timesSent: integer().notNull().default(1),
    lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: personSearchText(),
  },
  (t) => [
    check('inquiries_type_check', oneOf(t.type, inquiryTypes)),
    check('inquiries_status_check', oneOf(t.status, inquiryStatuses)),
    check('inquiries_times_sent_check', sql`${t.timesSent} >= 1`),
    index('inquiries_created_at_idx').on(t.createdAt),
    index('inquiries_status_created_at_idx').on(t.status, t.createdAt),
    index('inquiries_type_created_at_idx').on(t.type, t.createdAt),
    index('inquiries_source_created_at_idx').on(t.source, t.createdAt),
    index('inquiries_assigned_to_created_at_idx').on(t.assignedTo, t.createdAt),
    index('inquiries_course_id_idx').on(t.courseId),
    index('inquiries_email_lower_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('inquiries_name_lower_idx').on(sql`lower(${t.name})`),
    index('inquiries_search_trgm_idx').using('gin', sql`${t.searchText} public.gin_trgm_ops`),
    // The repeat filter's lookup: this message's latest rows.
    index('inquiries_repeat_key_idx')
      .on(t.repeatKey, t.lastSentAt)
      .where(sql`${t.repeatKey} is not null`),
  ],
);
