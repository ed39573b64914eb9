const formats = new Map<string, Intl.NumberFormat>();

/** An amount in its own currency, as the panel shows money: en-GB, no decimals ('£1,200', '€950'). */
export function formatMoney(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
      });
    } catch {
      return `${Math.round(amount).toLocaleString('en-GB')} ${currency}`;
    }
    formats.set(currency, format);
  }
  return format.format(amount);
}
