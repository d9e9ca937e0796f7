import { describe, expect, it } from 'vitest';
import { calculate } from '../calculate';
import { toResultFigures } from '../results/figures';
import { capVectors } from './caps.vectors';
import { costVectors } from './costs.vectors';
import { locationVectors } from './locations.vectors';
import { overtimeVectors } from './overtime.vectors';
import { payVectors } from './pay.vectors';
import { scheduleVectors } from './schedule.vectors';
import { figure } from './vector';

const vectors = [
  ...payVectors,
  ...scheduleVectors,
  ...capVectors,
  ...costVectors,
  ...locationVectors,
  ...overtimeVectors,
];

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
