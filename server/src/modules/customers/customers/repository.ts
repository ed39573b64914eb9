import type {
  CustomerFilters,
  CustomerPaymentStatus,
  CustomerStatus,
} from '@coursedesk/contract/customers';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.ts';
import { csvInstant, csvPlain, csvPounds, csvText } from '../../../db/list/csv.ts';
import { defineList, equalityFilters } from '../../../db/list/paged-list.ts';
import { bumpVersions } from '../../../db/record-versions.ts';
import { customerCountsDaily, customers } from '../../../db/schema/index.ts';
import type { CustomerPayment } from '../../module.ts';
import { peopleTable, personListParts } from '../repository.ts';
import { presentCustomer } from './presenter.ts';

export type CustomerRow = typeof customers.$inferSelect;

const person = personListParts(customers);

/** The customers list: page, count, export, by id and plans (db/list/paged-list.ts). */
export const customerList = defineList({
  ...person,
  whereOf: (filters: CustomerFilters) =>
    equalityFilters([
      [customers.customerStatus, filters.status],
      [customers.paymentStatus, filters.paymentStatus],
      [customers.paymentType, filters.paymentType],
      [customers.courseId, filters.courseId],
      [customers.source, filters.source],
    ]),
  sortKeys: {
    ...person.sortKeys,
    amount: { expression: sql`${customers.amountPence}`, type: 'bigint' },
  },
  // In the order of the screen's table, then the remaining fields.
  csvColumns: [
    ...person.csvColumns,
    { header: 'Course', cell: csvText(sql`${customers.courseName}`) },
    { header: 'Course Category', cell: csvText(sql`${customers.courseCategory}`) },
    { header: 'Payment Type', cell: csvPlain(sql`${customers.paymentType}`) },
    { header: 'Payment Status', cell: csvPlain(sql`${customers.paymentStatus}`) },
    { header: 'Customer Status', cell: csvPlain(sql`${customers.customerStatus}`) },
    { header: 'Amount', cell: csvPounds(sql`${customers.amountPence}`) },
    { header: 'Currency', cell: csvPlain(sql`${customers.currency}`) },
    { header: 'Paid Amount', cell: csvPounds(sql`${customers.installmentPaidPence}`) },
    { header: 'Total Amount', cell: csvPounds(sql`${customers.installmentTotalPence}`) },
    { header: 'Source', cell: csvText(sql`${customers.source}`) },
    { header: 'Created At', cell: csvInstant(sql`${customers.createdAt}`) },
  ],
  present: presentCustomer,
});

/** Customers' writes, and their stat counts: all, paid and pending from the rollup. */
export const customerTable = peopleTable(customers, {
  rollup: { table: customerCountsDaily, count: customerCountsDaily.customers },
  status: { column: customerCountsDaily.paymentStatus, values: ['paid', 'pending'] },
});

// The customers of payments, written for the payment events through ../facade.ts.

/** How a payment moves a customer's statuses (the rules are the facade's: ../facade.ts). */
export interface StatusRule {
  /** The payment status set… */
  paymentStatus: CustomerPaymentStatus;
  /** …unless the customer's is one of these, which it keeps. */
  keepPaymentStatus: readonly CustomerPaymentStatus[];
  /** A new customer's status, and an existing one's when it is one of `customerStatusFrom`. */
  customerStatus: CustomerStatus;
  customerStatusFrom: readonly CustomerStatus[];
}

/**
 * The customer of each payment (the most recent with its email, should there be several) brought
 * up to date with it, or a new one: one statement for them all. The emails are distinct, compared
 * without case. Answers the customers' ids in the order of `payments`. Read and written under
 * `lockPaymentEvents`, so two payments of one new customer make one customer.
 */
export async function upsertCustomers(
  db: Executor,
  payments: readonly { values: CustomerPayment; rule: StatusRule }[],
): Promise<string[]> {
  if (payments.length === 0) return [];
  // A status rule's lists travel as comma-separated text: the statuses hold no commas.
  const input = sql.join(
    payments.map(
      ({ values: v, rule }, index) => sql`(${index}::integer, ${v.name}::text, ${v.email}::text,
        ${v.phone}::text, ${v.courseId}::uuid, ${v.courseName}::text, ${v.courseCategory}::text,
        ${v.paymentType}::text, ${v.amountPence}::integer, ${v.currency}::text,
        ${v.installmentPaidPence}::integer, ${v.installmentTotalPence}::integer,
        ${rule.paymentStatus}::text, ${rule.keepPaymentStatus.join(',')}::text,
        ${rule.customerStatus}::text, ${rule.customerStatusFrom.join(',')}::text)`,
    ),
    sql`, `,
  );
  const rows = rowsOf<{ ord: number; id: string }>(
    await db.execute(sql`
      with input (ord, name, email, phone, course_id, course_name, course_category, payment_type,
        amount_pence, currency, installment_paid_pence, installment_total_pence, payment_status,
        keep_payment_status, customer_status, customer_status_from) as (values ${input}
      ), current_customer as (
        select distinct on (i.ord) i.ord, c.id from input i
        join ${customers} c on lower(c.email) = lower(i.email)
        order by i.ord, c.created_at desc
      ), updated as (
        update ${customers} c set name = i.name, phone = coalesce(i.phone, c.phone),
          course_id = i.course_id, course_name = i.course_name,
          course_category = i.course_category, payment_type = i.payment_type,
          amount_pence = i.amount_pence, currency = i.currency,
          installment_paid_pence = i.installment_paid_pence,
          installment_total_pence = i.installment_total_pence,
          payment_status = case
            when c.payment_status = any(string_to_array(i.keep_payment_status, ','))
            then c.payment_status else i.payment_status end,
          customer_status = case
            when c.customer_status = any(string_to_array(i.customer_status_from, ','))
            then i.customer_status else c.customer_status end,
          updated_at = now()
        from current_customer cc join input i on i.ord = cc.ord
        where c.id = cc.id
        returning cc.ord, c.id
      ), inserted as (
        insert into ${customers} (name, email, phone, course_id, course_name, course_category,
          payment_type, payment_status, customer_status, amount_pence, currency,
          installment_paid_pence, installment_total_pence, source)
        select i.name, i.email, i.phone, i.course_id, i.course_name, i.course_category,
          i.payment_type, i.payment_status, i.customer_status, i.amount_pence, i.currency,
          i.installment_paid_pence, i.installment_total_pence, 'website'
        from input i where not exists (select 1 from current_customer cc where cc.ord = i.ord)
        order by i.ord
        returning id, lower(email) as email
      )
      select ord, id from updated
      union all
      select i.ord, n.id from inserted n join input i on lower(i.email) = n.email`),
  );
  const ids: string[] = [];
  for (const row of rows) ids[Number(row.ord)] = row.id;
  if (ids.length !== payments.length || ids.includes(undefined as unknown as string)) {
    throw new Error('customer upsert answered another number of rows');
  }
  // A status row an admin opened before this payment is stale now (docs/architecture.md).
  await bumpVersions(db, 'customers', ids);
  return ids;
}

const oneOfValues = (column: SQL, values: readonly string[]) =>
  values.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;

function statusesSet(rule: StatusRule) {
  return sql`payment_status = case when ${oneOfValues(sql`c.payment_status`, rule.keepPaymentStatus)}
      then c.payment_status else ${rule.paymentStatus} end,
    customer_status = case when ${oneOfValues(sql`c.customer_status`, rule.customerStatusFrom)}
      then ${rule.customerStatus} else c.customer_status end`;
}

/** A customer's statuses after a refund. */
export async function updateCustomerStatuses(
  db: Executor,
  id: string,
  rule: StatusRule,
): Promise<void> {
  await db.execute(sql`
    update ${customers} c set ${statusesSet(rule)}, updated_at = now() where c.id = ${id}`);
  await bumpVersions(db, 'customers', [id]);
}
