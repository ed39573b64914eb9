import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MediaStore, withExistenceCache } from './media-store.ts';

/** A store that knows a fixed set of names and counts how often it is asked. */
function countingStore(names: Set<string>) {
  const calls = { exists: 0 };
  const store: MediaStore = {
    async put() {},
    async get() {
      return undefined;
    },
    async exists(_area, name) {
      calls.exists += 1;
      return names.has(name);
    },
    async delete(_area, name) {
      return names.delete(name);
    },
  };
  return { store, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('withExistenceCache', () => {
  it('asks the store once per image within the time to live, and again after it', async () => {
    vi.useFakeTimers();
    const { store, calls } = countingStore(new Set(['a.png']));
    const cached = withExistenceCache(store, { ttlMs: 1000 });
    expect(await cached.exists('team', 'a.png')).toBe(true);
    expect(await cached.exists('team', 'a.png')).toBe(true);
    expect(calls.exists).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cached.exists('team', 'a.png')).toBe(true);
    expect(calls.exists).toBe(2);
  });

  it('never remembers an absence, and forgets an image it deletes', async () => {
    const names = new Set(['a.png']);
    const { store, calls } = countingStore(names);
    const cached = withExistenceCache(store);
    expect(await cached.exists('team', 'b.png')).toBe(false);
    names.add('b.png');
    expect(await cached.exists('team', 'b.png')).toBe(true);

    expect(await cached.exists('team', 'a.png')).toBe(true);
    await cached.delete('team', 'a.png');
    expect(await cached.exists('team', 'a.png')).toBe(false);
    expect(calls.exists).toBe(4);
  });

  it('keeps areas apart and holds at most maxEntries names', async () => {
    const { store, calls } = countingStore(new Set(['a.png', 'b.png', 'c.png']));
    const cached = withExistenceCache(store, { maxEntries: 2 });
    await cached.exists('team', 'a.png');
    await cached.exists('blogs', 'a.png');
    expect(calls.exists).toBe(2);
    await cached.exists('team', 'b.png'); // pushes out team/a.png, the oldest
    await cached.exists('team', 'a.png');
    expect(calls.exists).toBe(4);
  });
});
