import { describe, expect, it } from 'vitest';
import { referenceDataChanged } from './reference-cache';
import { referenceRowsFor } from './reference-rows';

type Row = { id: number; stateId: number };

/** A loader over a fixed table that records which keys each call asked for. */
function table(rows: Row[]) {
  const asked: number[][] = [];
  const load = async (keys: number[]) => {
    asked.push(keys);
    return rows.filter((r) => keys.includes(r.stateId));
  };
  return { asked, load };
}

describe('reference rows kept in the process', () => {
  it('reads only the keys it does not have, and keeps keys without rows', async () => {
    const { asked, load } = table([
      { id: 1, stateId: 10 },
      { id: 2, stateId: 10 },
      { id: 3, stateId: 20 },
    ]);
    const name = `t-${Math.random()}`;
    expect(await referenceRowsFor(name, [10], load, (r) => r.stateId)).toEqual([
      { id: 1, stateId: 10 },
      { id: 2, stateId: 10 },
    ]);
    expect(await referenceRowsFor(name, [10, 20, 30], load, (r) => r.stateId)).toEqual([
      { id: 1, stateId: 10 },
      { id: 2, stateId: 10 },
      { id: 3, stateId: 20 },
    ]);
    expect(await referenceRowsFor(name, [30, 20], load, (r) => r.stateId)).toEqual([{ id: 3, stateId: 20 }]);
    expect(asked).toEqual([[10], [20, 30]]);
  });

  it('reads again after the seed writes reference data', async () => {
    const { asked, load } = table([{ id: 1, stateId: 10 }]);
    const name = `t-${Math.random()}`;
    await referenceRowsFor(name, [10], load, (r) => r.stateId);
    referenceDataChanged();
    await referenceRowsFor(name, [10], load, (r) => r.stateId);
    expect(asked).toEqual([[10], [10]]);
  });
});
