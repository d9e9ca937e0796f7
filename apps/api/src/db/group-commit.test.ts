import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

/** Items sent in one turn of the event loop, as the callers of one batch are. */
const together = <O>(send: (item: number) => Promise<O>, items: number[]) =>
  Promise.allSettled(items.map((item) => send(item)));

describe('group commit after a failed batch (docs/deployment.md#when-the-database-goes-away)', () => {
  it('sends each item alone when the database refused the batch: only the bad one fails', async () => {
    const alone: number[] = [];
    const send = groupCommit<number, number>({
      runAll: async () => {
        throw Object.assign(new Error('out of range'), { code: '22003' });
      },
      runOne: async (item) => {
        alone.push(item);
        if (item === 2) throw new Error('bad item');
        return item * 10;
      },
    });
    const settled = await together(send, [1, 2, 3]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(alone.sort()).toEqual([1, 2, 3]);
  });

  it('fails every caller, sending nothing again, when the batch lost its connection (it may have committed)', async () => {
    const alone: number[] = [];
    const lost = new Error('Connection terminated unexpectedly');
    const send = groupCommit<number, number>({
      runAll: async () => {
        throw new Error('Failed query', { cause: lost });
      },
      runOne: async (item) => {
        alone.push(item);
        return item;
      },
    });
    const settled = await together(send, [1, 2, 3]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(alone).toEqual([]);
  });
});
