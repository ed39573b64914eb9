import { useId } from 'react';
import {
  Area,
  AreaChart,
  CartesianGrid,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCalendarDay, formatCurrency, formatNumber } from '@/lib/format';

/** Days oldest first: a calendar day (YYYY-MM-DD), its revenue in pounds and its sales. */
export type DailyRevenue = { date: string; revenue: number; transactions: number }[];

// SVG attributes take colours, not utility classes: the theme's chart variables (index.css),
// which change with the light and dark themes.
const GREEN = 'var(--color-chart-line)';
const GRID = 'var(--color-chart-grid)';
const TICK = { fontSize: 12, fill: 'var(--color-chart-tick)' };

/** Revenue per day as an area chart, with a tooltip giving each day's revenue and sales. */
export function RevenueAreaChart({ days }: { days: DailyRevenue }) {
  const fillId = `revenue-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const byDate = new Map(days.map((day) => [day.date, day]));
  return (
    <AreaChart
      responsive
      data={days}
      style={{ width: '100%', height: 288 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <defs>
        <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={GREEN} stopOpacity={0.28} />
          <stop offset="100%" stopColor={GREEN} stopOpacity={0} />
        </linearGradient>
      </defs>
      <CartesianGrid vertical={false} stroke={GRID} strokeDasharray="3 3" />
      <XAxis
        dataKey="date"
        tickFormatter={(day: string) => formatCalendarDay(day)}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        minTickGap={24}
      />
      <YAxis
        tickFormatter={(pounds: number) => formatCurrency(pounds)}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        allowDecimals={false}
        width={72}
      />
      <Tooltip
        cursor={{ stroke: GREEN, strokeOpacity: 0.3 }}
        content={({ active, label }: TooltipContentProps) => {
          const day = active && typeof label === 'string' ? byDate.get(label) : undefined;
          return day ? <RevenueTooltip day={day} /> : null;
        }}
      />
      <Area
        type="monotone"
        dataKey="revenue"
        name="Revenue"
        stroke={GREEN}
        strokeWidth={2}
        fill={`url(#${fillId})`}
        activeDot={{ r: 4 }}
      />
    </AreaChart>
  );
}

function RevenueTooltip({ day }: { day: DailyRevenue[number] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-surface px-3 py-2 text-sm shadow-lg">
      <p className="font-medium text-slate-900">{formatCalendarDay(day.date, 'long')}</p>
      <p className="mt-1 text-slate-600">
        Revenue:{' '}
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatCurrency(day.revenue)}
        </span>
      </p>
      <p className="text-slate-600">
        Transactions:{' '}
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatNumber(day.transactions)}
        </span>
      </p>
    </div>
  );
}
