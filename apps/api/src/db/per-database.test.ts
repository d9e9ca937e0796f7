import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { perDatabase } from './per-database';

describe('perDatabase', () => {
  it('builds once per database handle, on first use', () => {
    const built: string[] = [];
    const statementOf = perDatabase((db) => {
      built.push(String(db));
      return { db };
    });
    const [first, second] = ['first', 'second'].map((name) => ({ toString: () => name }) as unknown as Db);
    expect(built).toEqual([]);
    expect(statementOf(first!)).toBe(statementOf(first!));
    expect(statementOf(second!)).not.toBe(statementOf(first!));
    expect(built).toEqual(['first', 'second']);
  });
});
