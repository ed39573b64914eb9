/**
 * Runs at most `limit` jobs at a time; the rest wait in arrival order. Decoding an image takes
 * memory in proportion to its pixels, so capping the decodes in flight caps the process's memory
 * however many uploads arrive together.
 */
export function createJobLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
