import type { PlainPerson } from '@app/contracts/calculation';

/**
 * "A job with N employees appends N copies": per entry, the index of its first identical entry, and per first
 * entry how many entries it stands for. Identical entries are priced once and counted N times.
 */
export function identicalEntries(personList: readonly PlainPerson[]): { first: number[]; copies: number[] } {
  const firstByKey = new Map<string, number>();
  const first: number[] = [];
  const copies: number[] = personList.map(() => 0);
  personList.forEach((plain, p) => {
    const key = JSON.stringify(plain);
    const seen = firstByKey.get(key) ?? p;
    if (seen === p) firstByKey.set(key, p);
    first.push(seen);
    copies[seen]! += 1;
  });
  return { first, copies };
}
