/**
 * Values held in memory up to a total of `maxBytes`, the least recently used dropped first; a
 * value over `maxValueBytes` (default: a sixteenth of the total) is not held, since it would push
 * out many others.
 */
export interface ByteLru<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function createByteLru<T>(
  maxBytes: number,
  sizeOf: (value: T) => number,
  maxValueBytes = maxBytes / 16,
): ByteLru<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const held = new Map<string, T>();
  let heldBytes = 0;
  return {
    get(key) {
      const value = held.get(key);
      if (value !== undefined) {
        held.delete(key);
        held.set(key, value);
      }
      return value;
    },
    set(key, value) {
      const size = sizeOf(value);
      if (size > maxValueBytes || held.has(key)) return;
      held.set(key, value);
      heldBytes += size;
      for (const [oldest, old] of held) {
        if (heldBytes <= maxBytes) break;
        held.delete(oldest);
        heldBytes -= sizeOf(old);
      }
    },
  };
}
