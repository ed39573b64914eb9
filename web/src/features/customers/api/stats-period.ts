/** The stat cards' window: customers and inquiries "new" in the last 30 days (docs/data-model.md). */
export const STATS_PERIOD_DAYS = 30;
