// A website form's budget across every client address (docs/website-forms.md): the per-address
// limits hold one sender back, this holds back a flood from many. Counted on the throttle's
// counters (db/throttle.ts), so every instance on one database spends the same budget.
import { attemptsPer, type Throttle } from './throttle.ts';

/** How many of a form may arrive, from all addresses together, per minute and per hour. */
export interface FormBudget {
  perMinute: number;
  perHour: number;
}

/**
 * Counts one arrival of `form` against its budget and answers whether it fits. The minute's
 * count comes first: an arrival past it spends nothing of the hour. The arrival that reaches a
 * limit still fits, and closes that budget for a minute (or an hour) from then; the count then
 * starts again.
 */
export async function spendFormBudget(
  throttle: Throttle,
  form: string,
  budget: FormBudget,
): Promise<boolean> {
  const minute = await throttle.count(
    `form-budget:${form}:minute`,
    attemptsPer(budget.perMinute, 60),
  );
  if (!minute.allowed) return false;
  const hour = await throttle.count(`form-budget:${form}:hour`, attemptsPer(budget.perHour, 3600));
  return hour.allowed;
}
