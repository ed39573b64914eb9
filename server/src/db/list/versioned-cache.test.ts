import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../../metrics/registry.ts';
import { versionedCache } from './versioned-cache.ts';

function setup(options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  let tag = 'v1';
  let computations = 0;
  const cached = versionedCache<string>({
    version: async () => tag,
    maxEntries: options.maxEntries ?? 10,
    ...(options.maxAgeMs === undefined ? {} : { maxAgeMs: options.maxAgeMs }),
  });
  const compute = (value: string) => async () => {
    computations += 1;
    return `${value}@${tag}`;
  };
  return {
    cached,
    compute,
    setTag: (next: string) => {
      tag = next;
    },
    computations: () => computations,
  };
}

describe('versionedCache', () => {
  it('serves a result again while the version holds, and computes afresh when it moves', async () => {
    const { cached, compute, setTag, computations } = setup();
    expect(await cached('a', compute('A'))).toBe('A@v1');
    expect(await cached('a', compute('A'))).toBe('A@v1');
    expect(computations()).toBe(1);
    setTag('v2');
    expect(await cached('a', compute('A'))).toBe('A@v2');
    expect(computations()).toBe(2);
  });

  it('keys results apart', async () => {
    const { cached, compute } = setup();
    expect(await cached('a', compute('A'))).toBe('A@v1');
    expect(await cached('b', compute('B'))).toBe('B@v1');
  });

  it('shares one computation among the callers waiting for it', async () => {
    const { cached, compute, computations } = setup();
    const results = await Promise.all([1, 2, 3].map(() => cached('a', compute('A'))));
    expect(results).toEqual(['A@v1', 'A@v1', 'A@v1']);
    expect(computations()).toBe(1);
  });

  it('keeps no failed computation', async () => {
    const { cached, compute, computations } = setup();
    await expect(
      cached('a', async () => {
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(await cached('a', compute('A'))).toBe('A@v1');
    expect(computations()).toBe(1);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { cached, compute, computations } = setup({ maxEntries: 2 });
    await cached('a', compute('A'));
    await cached('b', compute('B'));
    await cached('a', compute('A')); // a is now the most recent
    await cached('c', compute('C')); // drops b
    expect(computations()).toBe(3);
    await cached('a', compute('A'));
    expect(computations()).toBe(3);
    await cached('b', compute('B'));
    expect(computations()).toBe(4);
  });

  it('serves nothing older than maxAgeMs, nor from a clock that went back', async () => {
    const { cached, compute, computations } = setup({ maxAgeMs: 1_000 });
    await cached('a', compute('A'), 10_000);
    await cached('a', compute('A'), 10_999);
    expect(computations()).toBe(1);
    await cached('a', compute('A'), 11_000);
    expect(computations()).toBe(2);
    await cached('a', compute('A'), 5_000);
    expect(computations()).toBe(3);
  });
});

describe('a named cache', () => {
  it('counts its hits and misses in the metrics', async () => {
    const lookups = async (result: string) =>
      (await metricsRegistry.getSingleMetric('coursedesk_cache_lookups_total')?.get())?.values.find(
        (value) => value.labels.cache === 'test_cache' && value.labels.result === result,
      )?.value ?? 0;
    const cached = versionedCache<string>({
      version: async () => 'v1',
      maxEntries: 10,
      name: 'test_cache',
    });
    await cached('a', async () => 'A');
    await cached('a', async () => 'A');
    await cached('a', async () => 'A');
    await cached('b', async () => 'B');
    expect(await lookups('miss')).toBe(2);
    expect(await lookups('hit')).toBe(2);
  });
});
