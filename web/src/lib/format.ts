/** Up to two initials for an avatar: 'Ada Lovelace' → 'AL', 'admin' → 'A'. */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => word?.charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

const currency = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** An amount in pounds, as the panel shows money: '£12,346' (GBP, en-GB, no decimals). */
export function formatCurrency(pounds: number): string {
  return currency.format(pounds);
}

const count = new Intl.NumberFormat('en-GB');

/** A count with thousands separators: 12345 → '12,345'. */
export function formatNumber(value: number): string {
  return count.format(value);
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'numeric',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment in the short US form with time the panel uses for dates: '3/14/2025, 10:30 AM'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A percentage with at most one decimal: 12.5 → '12.5%', 0 → '0%'. */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day ('2025-03-14') as 'Mar 14', or 'Fri, Mar 14, 2025' in the long style. The day is
 * read as written, whatever the viewer's time zone.
 */
export function formatCalendarDay(day: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return (style === 'short' ? shortDay : longDay).format(date);
}
