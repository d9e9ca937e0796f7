import { isConnectionLost } from './connection-lost';

/**
 * Group commit (docs/performance.md#group-commit): calls made while the event loop is busy with one round of
 * I/O are sent together at its end, as one statement for the lot, and each caller gets its own answer. The
 * statement is atomic, so a batch the database refused wrote nothing: each item is then sent alone, and one
 * bad item fails only its own caller. A batch whose connection was lost fails every caller instead.
 */
export function groupCommit<I, O>(options: {
  /** One statement for all the items; answers one result per item, in their order. */
  runAll: (items: I[]) => Promise<O[]>;
  /** The same for one item, alone (a batch of one, and the fallback after a failed batch). */
  runOne: (item: I) => Promise<O>;
  /** Items per statement at most (the statement's parameters grow with it). */
  maxBatch?: number;
}): (item: I) => Promise<O> {
  const { runAll, runOne, maxBatch = 100 } = options;
  type Waiting = { item: I; resolve: (out: O) => void; reject: (err: unknown) => void };
  let pending: Waiting[] = [];
  const alone = (w: Waiting) => runOne(w.item).then(w.resolve, w.reject);
  const send = async (batch: Waiting[]) => {
    if (batch.length === 1) return alone(batch[0]!);
    let outs: O[];
    try {
      outs = await runAll(batch.map((w) => w.item));
      if (outs.length !== batch.length) throw new Error(`batch answered ${outs.length} of ${batch.length}`);
    } catch (err) {
      // A batch whose connection died may have committed before its answer was lost: sent again item by item,
      // it would be stored twice, each copy answered 200. Its callers answer 503 instead, the outcome unknown
      // (docs/deployment.md#when-the-database-goes-away).
      if (isConnectionLost(err)) {
        for (const w of batch) w.reject(err);
        return;
      }
      await Promise.all(batch.map(alone));
      return;
    }
    for (const [i, w] of batch.entries()) w.resolve(outs[i]!);
  };
  const flush = () => {
    const batch = pending;
    pending = [];
    for (let i = 0; i < batch.length; i += maxBatch) void send(batch.slice(i, i + maxBatch));
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      // setImmediate runs after the I/O callbacks of this turn: every save they reached joins the batch.
      if (pending.length === 0) setImmediate(flush);
      pending.push({ item, resolve, reject });
    });
}
