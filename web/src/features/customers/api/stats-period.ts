/** The stat cards' window: customers and inquiries "new" in the last 30 days (spec §9). */
export const STATS_PERIOD_DAYS = 30;
