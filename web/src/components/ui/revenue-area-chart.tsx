import { nice, ticks } from 'd3-array';
import { area, curveMonotoneX, line } from 'd3-shape';
import {
  type KeyboardEvent,
  type PointerEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { formatCalendarDay, formatCurrency, formatNumber } from '@/lib/format';

/** Days oldest first: a calendar day (YYYY-MM-DD), its revenue in pounds and its sales. */
export type DailyRevenue = { date: string; revenue: number; transactions: number }[];
type Day = DailyRevenue[number];

const HEIGHT = 288;
/** Room for the value axis on the left and the day axis below the plot. */
const MARGIN = { top: 8, right: 8, bottom: 28, left: 72 };
const TICK_FONT_PX = 12;
/** The widest short day label ('30 Sept') at 12 px, and the least space between two of them. */
const DAY_LABEL_PX = 44;
const MIN_TICK_GAP_PX = 24;
const VALUE_TICKS = 5;

// SVG attributes take colours, not utility classes: the theme's chart variables (index.css),
// which change with the light and dark themes.
const LINE = 'var(--color-chart-line)';
const GRID = 'var(--color-chart-grid)';
const TICK = 'var(--color-chart-tick)';

/** The width the chart is given: it follows its container as the window changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    // Every browser has it; a test's DOM (jsdom) may not, and then the first width stays.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Revenue per day as an area chart, with a tooltip giving each day's revenue and sales. The
 * tooltip follows the pointer; with the chart focused, the arrow keys (and Home, End) move it
 * from day to day and a screen reader hears the day it shows.
 */
export function RevenueAreaChart({ days }: { days: DailyRevenue }) {
  const fillId = `revenue-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [containerRef, width] = useWidth();
  const [active, setActive] = useState<number>();

  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const last = days.length - 1;
  const [, top] = nice(0, Math.max(1, ...days.map((day) => day.revenue)), VALUE_TICKS);
  // Whole pounds only: a £0.5 step would repeat labels once they are rounded.
  const values = ticks(0, top, VALUE_TICKS).filter(Number.isInteger);
  const xOf = (index: number) => (last > 0 ? (index / last) * plotWidth : plotWidth / 2);
  const yOf = (pounds: number) => plotHeight - (pounds / top) * plotHeight;
  const topLine = line<Day>(
    (_, index) => xOf(index),
    (day) => yOf(day.revenue),
  ).curve(curveMonotoneX);
  const filled = area<Day>(
    (_, index) => xOf(index),
    plotHeight,
    (day) => yOf(day.revenue),
  ).curve(curveMonotoneX);
  // One day label in every `step` days, so labels keep at least MIN_TICK_GAP_PX between them.
  const step = Math.max(1, Math.ceil((DAY_LABEL_PX + MIN_TICK_GAP_PX) / (plotWidth / last || 1)));
  const labelled = days.map((_, index) => index).filter((index) => index % step === 0);

  const activeDay = active === undefined ? undefined : days[active];

  function pointAt(event: PointerEvent<SVGSVGElement>) {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left - MARGIN.left;
    const index = Math.round((x / (plotWidth || 1)) * last);
    setActive(Math.min(last, Math.max(0, index)));
  }

  function move(event: KeyboardEvent<SVGSVGElement>) {
    const from = active ?? last;
    const to = {
      ArrowLeft: from - 1,
      ArrowRight: from + 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) {
      if (event.key === 'Escape') setActive(undefined);
      return;
    }
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, to)));
  }

  return (
    <div ref={containerRef} className="relative w-full" style={{ height: HEIGHT }}>
      {width > 0 ? (
        <svg
          role="application"
          aria-roledescription="chart"
          aria-label="Revenue per day. Use the arrow keys to read each day."
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is read day by day with the arrow keys
          tabIndex={0}
          width={width}
          height={HEIGHT}
          className="block rounded-lg focus-visible:outline-2 focus-visible:outline-edtech-green"
          onPointerMove={pointAt}
          onPointerLeave={() => setActive(undefined)}
          onFocus={() => setActive((current) => current ?? last)}
          onBlur={() => setActive(undefined)}
          onKeyDown={move}
        >
          <defs>
            <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={LINE} stopOpacity={0.28} />
              <stop offset="100%" stopColor={LINE} stopOpacity={0} />
            </linearGradient>
          </defs>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {values.map((pounds) => (
              <g key={pounds} transform={`translate(0,${yOf(pounds)})`}>
                <line x2={plotWidth} stroke={GRID} strokeDasharray="3 3" />
                <text
                  x={-8}
                  dy="0.32em"
                  textAnchor="end"
                  fontSize={TICK_FONT_PX}
                  fill={TICK}
                  className="tabular-nums"
                >
                  {formatCurrency(pounds)}
                </text>
              </g>
            ))}
            {labelled.map((index) => (
              <text
                key={days[index]?.date}
                x={xOf(index)}
                y={plotHeight + 20}
                // The first and last labels stay inside the chart's edges.
                textAnchor={
                  xOf(index) < DAY_LABEL_PX / 2
                    ? 'start'
                    : plotWidth - xOf(index) < DAY_LABEL_PX / 2
                      ? 'end'
                      : 'middle'
                }
                fontSize={TICK_FONT_PX}
                fill={TICK}
              >
                {formatCalendarDay(days[index]?.date ?? '')}
              </text>
            ))}
            <path d={filled(days) ?? undefined} fill={`url(#${fillId})`} />
            <path d={topLine(days) ?? undefined} fill="none" stroke={LINE} strokeWidth={2} />
            {activeDay && active !== undefined ? (
              <g>
                <line
                  x1={xOf(active)}
                  x2={xOf(active)}
                  y2={plotHeight}
                  stroke={LINE}
                  strokeOpacity={0.3}
                />
                <circle
                  cx={xOf(active)}
                  cy={yOf(activeDay.revenue)}
                  r={4}
                  fill={LINE}
                  stroke="var(--color-surface)"
                  strokeWidth={2}
                />
              </g>
            ) : null}
          </g>
        </svg>
      ) : null}
      {activeDay && active !== undefined ? (
        <div
          className="pointer-events-none absolute top-2 z-10"
          style={
            // Beside the day, on the side with more room.
            xOf(active) < plotWidth / 2
              ? { left: MARGIN.left + xOf(active) + 12 }
              : { right: width - MARGIN.left - xOf(active) + 12 }
          }
        >
          <RevenueTooltip day={activeDay} />
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {activeDay
          ? `${formatCalendarDay(activeDay.date, 'long')}: revenue ${formatCurrency(
              activeDay.revenue,
            )}, ${formatNumber(activeDay.transactions)} transactions`
          : ''}
      </p>
    </div>
  );
}

function RevenueTooltip({ day }: { day: Day }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-surface px-3 py-2 text-sm whitespace-nowrap shadow-lg">
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
