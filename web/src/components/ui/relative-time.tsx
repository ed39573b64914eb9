import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

/**
 * How long ago (or how far ahead) a moment is, in the largest unit that says it in whole numbers:
 * 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '2 months ago', 'in 2 days'.
 */
export function formatRelativeTime(iso: string, now: number): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const seconds = (at - now) / 1000;
  const size = Math.abs(seconds);
  if (size < 45) return 'just now';
  if (Math.round(size / MINUTE) < 60)
    return relative.format(Math.round(seconds / MINUTE), 'minute');
  if (Math.round(size / HOUR) < 24) return relative.format(Math.round(seconds / HOUR), 'hour');
  if (Math.round(size / DAY) < 30) return relative.format(Math.round(seconds / DAY), 'day');
  if (Math.round(size / MONTH) < 12) return relative.format(Math.round(seconds / MONTH), 'month');
  return relative.format(Math.round(seconds / YEAR), 'year');
}

// One clock for every relative time on the page, ticking while any is shown.
const TICK_MS = 30_000;
const clockListeners = new Set<() => void>();
let clockNow = Date.now();
let clockTimer: ReturnType<typeof setInterval> | undefined;

function subscribeToClock(listener: () => void): () => void {
  clockListeners.add(listener);
  if (clockTimer === undefined) {
    clockNow = Date.now();
    clockTimer = setInterval(() => {
      clockNow = Date.now();
      for (const each of clockListeners) each();
    }, TICK_MS);
  }
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0 && clockTimer !== undefined) {
      clearInterval(clockTimer);
      clockTimer = undefined;
    }
  };
}

function readClock(): number {
  // While nothing ticks (no relative time shown yet), the clock catches up on its next read; it
  // keeps one value between reads close together, as React asks of a snapshot.
  if (clockTimer === undefined && Date.now() - clockNow >= 1000) clockNow = Date.now();
  return clockNow;
}

/**
 * A moment shown relative to now ('3 hours ago'), kept current as time passes, with the exact
 * date and time on hover and in the `<time>` element's machine-readable value.
 */
export function RelativeTime({ at, className }: { at: string; className?: string }) {
  const now = useSyncExternalStore(subscribeToClock, readClock, readClock);
  return (
    <time dateTime={at} title={formatDateTime(at)} className={cn('whitespace-nowrap', className)}>
      {formatRelativeTime(at, now)}
    </time>
  );
}
