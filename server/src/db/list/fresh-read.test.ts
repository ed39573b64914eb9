import { describe, expect, it } from 'vitest';
import { freshRead } from './fresh-read.ts';

/** A read whose answers are released by hand, counting how often it started. */
function manualRead() {
  const pending: Array<(value: number) => void> = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started += 1;
      pending.push(resolve);
    });
  return { read, pending, started: () => started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('freshRead', () => {
  it('shares one read among callers that arrive before it starts', async () => {
    const source = manualRead();
    const shared = freshRead(source.read);
    const answers = Promise.all([shared(), shared(), shared()]);
    await tick();
    expect(source.started()).toBe(1);
    source.pending[0]?.(7);
    expect(await answers).toEqual([7, 7, 7]);
  });

  it('never answers a caller with a read that started before it called', async () => {
    const source = manualRead();
    const shared = freshRead(source.read);
    const early = shared();
    await tick();
    expect(source.started()).toBe(1);
    // Arrives while the first read is in flight: it must wait for a read of its own.
    const late = shared();
    const later = shared();
    source.pending[0]?.(1);
    expect(await early).toBe(1);
    await tick();
    expect(source.started()).toBe(2);
    source.pending[1]?.(2);
    expect(await late).toBe(2);
    expect(await later).toBe(2);
  });

  it('passes a failure to the callers of that read only', async () => {
    let calls = 0;
    const shared = freshRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    await expect(shared()).rejects.toThrow('down');
    expect(await shared()).toBe(2);
  });
});
