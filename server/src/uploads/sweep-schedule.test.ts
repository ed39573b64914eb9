import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWEEP_SCHEDULE, scheduleSweeps } from './module.ts';

describe('the sweep schedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sweeps a minute after start, then every hour, until stopped', () => {
    const sweep = vi.fn();
    const stop = scheduleSweeps(sweep);
    vi.advanceTimersByTime(SWEEP_SCHEDULE.firstMs - 1);
    expect(sweep).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SWEEP_SCHEDULE.everyMs);
    expect(sweep).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(SWEEP_SCHEDULE.everyMs * 3);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('never sweeps when stopped before the first minute', () => {
    const sweep = vi.fn();
    scheduleSweeps(sweep)();
    vi.advanceTimersByTime(SWEEP_SCHEDULE.everyMs * 2);
    expect(sweep).not.toHaveBeenCalled();
  });
});
