// Money in pence (docs/coupons-and-payments.md, "Money"): amounts travel the wire in pounds and
// are turned into integer pence once, at the edge; every sum and comparison is of integers.

/** The largest amount of pence held exactly (a number is exact up to 2^53). */
const MAX_PENCE = Number.MAX_SAFE_INTEGER;

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * Pounds (a number or a decimal string) in whole pence, read from their decimal digits, not by
 * multiplying a binary fraction: 0.29 is 29, 1.005 is 101 (a half penny rounds away from zero).
 */
export function poundsToPence(pounds: number | string): number {
  const text = typeof pounds === 'number' ? String(pounds) : pounds.trim();
  const match = DECIMAL.exec(text);
  if (!match) {
    // An exponent form (1e-7, 1e21): far from a price; rounding the product is as good as any.
    const value = Number(text);
    if (!Number.isFinite(value)) throw new RangeError(`not an amount of money: ${text}`);
    return checked(Math.round(value * 100));
  }
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = `${fraction}000`;
  const pence = Number(whole) * 100 + Number(digits.slice(0, 2));
  const roundsUp = Number(digits[2]) >= 5;
  return checked((sign === '-' ? -1 : 1) * (pence + (roundsUp ? 1 : 0)));
}

/** Pence as pounds, for the wire and the screen only (one division, exact to the penny). */
export function penceToPounds(pence: number): number {
  return pence / 100;
}

/** A sum of whole pence, refusing anything that is not a whole number of pence. */
export function sumPence(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isInteger(amount)) throw new RangeError(`not whole pence: ${amount}`);
    total += amount;
  }
  return checked(total);
}

function checked(pence: number): number {
  if (!Number.isSafeInteger(pence) || Math.abs(pence) > MAX_PENCE) {
    throw new RangeError('amount of money too large');
  }
  return pence === 0 ? 0 : pence;
}
