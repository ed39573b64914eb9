// Group commit (docs/payments-webhook.md, "Throughput"): what arrives while a batch is being
// applied waits for it, then goes together in the next one.

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Applies a batch in one transaction. `applied` is called once the batch has taken effect but
 * before its commit, so the next batch may begin meanwhile. Answers one result per item, in order.
 */
export type ApplyBatch<Item, Result> = (items: Item[], applied: () => void) => Promise<Result[]>;

export interface BatchQueue<Item, Result> {
  /** Answered once the batch that holds `item` has committed. */
  push(item: Item): Promise<Result>;
}

/**
 * One batch at a time, at most `maxBatch` items each. The next batch begins as soon as this one
 * is applied: its look-ups, its BEGIN and its wait for the lock overlap this one's commit, so
 * batches still take effect one after the other, in the order they began. Should a batch fail,
 * its items are tried again one transaction each, so the one at fault is answered with its error
 * alone, before the next batch begins.
 */
export function createBatchQueue<Item, Result>(
  apply: ApplyBatch<Item, Result>,
  maxBatch: number,
): BatchQueue<Item, Result> {
  const queue: Waiting<Item, Result>[] = [];
  /** A batch is being applied: the next one waits until it is. */
  let applying = false;

  function next(): void {
    if (applying || queue.length === 0) return;
    applying = true;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      applying = false;
      next();
    };
    void run(queue.splice(0, maxBatch), release).finally(release);
  }

  async function run(batch: Waiting<Item, Result>[], applied: () => void = () => {}) {
    try {
      const results = await apply(
        batch.map((waiting) => waiting.item),
        applied,
      );
      batch.forEach((waiting, index) => {
        const result = results[index];
        if (result) waiting.resolve(result);
        else waiting.reject(new Error('batch item not applied'));
      });
    } catch (error) {
      const [only] = batch;
      if (batch.length === 1 && only) {
        only.reject(error);
        return;
      }
      for (const waiting of batch) await run([waiting]);
    }
  }

  return {
    push(item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        next();
      });
    },
  };
}
