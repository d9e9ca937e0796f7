import { describe, expect, it } from 'vitest';
import { keepOne, personLabels, toggleAll, toggleKeepOne } from './selection';

describe('the Individuals checklist', () => {
  it('toggles one person and keeps the list in its original order', () => {
    expect(toggleKeepOne([0, 2], 1, [0, 1, 2])).toEqual([0, 1, 2]);
    expect(toggleKeepOne([0, 1, 2], 1, [0, 1, 2])).toEqual([0, 2]);
  });

  it('never clears the last selected person', () => {
    expect(toggleKeepOne([1], 1, [0, 1, 2])).toEqual([1]);
  });

  it('Select All selects everyone, and unticking it keeps the first person only', () => {
    expect(toggleAll([1], [0, 1, 2])).toEqual([0, 1, 2]);
    expect(toggleAll([0, 1, 2], [0, 1, 2])).toEqual([0]);
  });

  it('keeps the previous states when the multi-select is emptied', () => {
    expect(keepOne([], ['44'])).toEqual(['44']);
    expect(keepOne(['5'], ['44'])).toEqual(['5']);
  });

  it('numbers persons who share a job name', () => {
    expect(personLabels(['Order picker', 'Order picker', 'Forklift operator', ''])).toEqual([
      'Order picker #1',
      'Order picker #2',
      'Forklift operator',
      'Person',
    ]);
  });
});
