import { describe, expect, it } from 'vitest';
import { calculate } from '../calculate';
import { type ResultFigures, toResultFigures } from '../results/figures';
import { capVectors } from './caps.vectors';
import { costVectors } from './costs.vectors';
import { locationVectors } from './locations.vectors';
import { payVectors } from './pay.vectors';
import { scheduleVectors } from './schedule.vectors';

const vectors = [...payVectors, ...scheduleVectors, ...capVectors, ...costVectors, ...locationVectors];

/** Reads a figure: a bare name from total_assignment_calculation, else a dotted path (hour. = base hour). */
function figure(result: ResultFigures, path: string): unknown {
  const parts = path.split('.');
  if (parts.length === 1 && !(path in result)) return result.total_assignment_calculation[path as 'revenue'];
  if (parts[0] === 'hour') parts[0] = 'base_hour_calculation';
  let value: unknown = result;
  for (const part of parts) value = (value as Record<string, unknown>)?.[part];
  return value;
}

describe('worked examples of docs/calculation-model.md#9-worked-example-vector-v1', () => {
  it('has at least 15 worked examples', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(15);
  });

  describe.each(vectors)('$name', (vector) => {
    const result = toResultFigures(calculate(vector.person, vector.location, vector.rates));
    it.each(Object.entries(vector.expect))('%s = %s', (path, expected) => {
      expect(figure(result, path)).toBe(expected);
    });
  });
});
