// When things happen in generated data: a window of days before "now", busier towards its end
// (the business grows), quieter at weekends and at night. All calendar arithmetic is UTC, like
// the dashboard's days.
import type { Random } from './random.ts';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Relative busyness of each weekday, Sunday first: people buy courses on weekdays. */
const WEEKDAY_WEIGHTS = [0.55, 1, 1, 0.95, 0.9, 0.8, 0.6] as const;

/** Relative busyness of each hour of the day: lunchtime and the evening after work. */
const HOUR_WEIGHTS: readonly (readonly [number, number])[] = [
  0, 0.2, 0.1, 0.05, 0.05, 0.1, 0.3, 0.8, 1.4, 2, 2.4, 2.6, 3, 2.8, 2.4, 2.2, 2.1, 2.2, 2.6, 3, 3.1,
  2.6, 1.6, 0.7,
].map((weight, hour) => [hour, weight] as const);

export interface Timeline {
  readonly start: Date;
  readonly end: Date;
  /** A moment in the window, more likely recently, on a busy weekday and hour. */
  instant(random: Random): Date;
  /** A moment between `from` and the end of the window, more likely soon after `from`. */
  after(random: Random, from: Date, skew?: number): Date;
}

export interface TimelineOptions {
  /** Length of the window in days before `end`. */
  days: number;
  /** How many times busier the last day is than the first. */
  growth: number;
}

export function createTimeline(
  end: Date,
  { days, growth }: TimelineOptions = { days: 365, growth: 2.5 },
): Timeline {
  const endMs = end.getTime();
  const startMs = endMs - days * DAY_MS;
  const logGrowth = Math.log(growth);

  // Inverse of the exponential ramp's distribution: uniform u -> position in [0, 1).
  const rampPosition = (u: number): number =>
    growth === 1 ? u : Math.log(1 + u * (growth - 1)) / logGrowth;

  return {
    start: new Date(startMs),
    end: new Date(endMs),
    instant(random) {
      for (let attempt = 0; attempt < 100; attempt++) {
        const at = startMs + rampPosition(random.next()) * (endMs - startMs);
        const day = startOfUtcDay(new Date(at));
        const weekday = day.getUTCDay();
        if (!random.chance(WEEKDAY_WEIGHTS[weekday] ?? 1)) continue;
        const time =
          day.getTime() +
          random.weighted(HOUR_WEIGHTS) * HOUR_MS +
          random.int(0, 3_599) * 1_000 +
          random.int(0, 999);
        if (time >= startMs && time <= endMs) return new Date(time);
      }
      // Practically unreachable with a window of days; keeps the loop bounded.
      return new Date(startMs + random.next() * (endMs - startMs));
    },
    after(random, from, skew = 3) {
      const fromMs = Math.max(from.getTime(), startMs);
      if (fromMs >= endMs) return new Date(endMs);
      return new Date(fromMs + random.next() ** skew * (endMs - fromMs));
    },
  };
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The same time `months` calendar months later, on the month's last day when it is shorter. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** Whole calendar months from `from` to `to` (0 when less than a month apart). */
export function monthsBetween(from: Date, to: Date): number {
  let months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (addMonths(from, months).getTime() > to.getTime()) months -= 1;
  return Math.max(0, months);
}

/** `2026-03-14`: the form of a `date` column. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `March 3, 2026`: the review dates' long US form. */
export function longUsDate(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** `3 March 2026`: how the site writes a date for a UK audience. */
export function longUkDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
