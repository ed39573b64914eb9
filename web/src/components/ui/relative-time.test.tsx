import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { formatRelativeTime, RelativeTime } from './relative-time';

const NOW = Date.parse('2026-03-05T12:00:00.000Z');

function ago(seconds: number): string {
  return new Date(NOW - seconds * 1000).toISOString();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('formatRelativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime(ago(10), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(60), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3 * 3600 + 600), NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(5 * 86_400), NOW)).toBe('5 days ago');
    expect(formatRelativeTime(ago(65 * 86_400), NOW)).toBe('2 months ago');
    expect(formatRelativeTime(ago(800 * 86_400), NOW)).toBe('2 years ago');
  });

  it('says how far ahead a future moment is, and leaves an unreadable value as it is', () => {
    expect(formatRelativeTime(ago(-2 * 3600), NOW)).toBe('in 2 hours');
    expect(formatRelativeTime('not a date', NOW)).toBe('not a date');
  });

  it('never says 60 minutes or 24 hours', () => {
    expect(formatRelativeTime(ago(59 * 60 + 50), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 3600 + 50 * 60), NOW)).toBe('yesterday');
  });
});

describe('RelativeTime', () => {
  it('shows the time relative to now, the exact time on hover, and moves on as time passes', () => {
    vi.useFakeTimers({ now: NOW });
    const at = ago(30);
    render(<RelativeTime at={at} />);

    const time = screen.getByText('just now');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', at);
    expect(time).toHaveAttribute('title', formatDateTime(at));

    act(() => {
      vi.advanceTimersByTime(3 * 60_000);
    });
    expect(time).toHaveTextContent('3 minutes ago');
  });
});
