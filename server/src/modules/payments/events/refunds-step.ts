// The refunds step of a batch (./apply-batch.ts).
import { findOrder, hasSuccessfulPayment, refundTransactions, updateOrder } from './repository.ts';
import type { BatchScope } from './steps.ts';

/** The order's payments are refunded; false when there is no successful payment yet. */
export async function applyRefund(
  { tx, parties }: BatchScope,
  orderReference: string,
): Promise<boolean> {
  const order = await findOrder(tx, orderReference);
  if (!order || !(await hasSuccessfulPayment(tx, order.id))) return false;
  if (order.customerId) await parties.customers.applyRefundStatus(tx, order.customerId);
  await updateOrder(tx, order.id, { status: 'refunded' });
  await refundTransactions(tx, order.id);
  return true;
}
