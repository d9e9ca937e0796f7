import { describe, expect, it } from 'vitest';
import { assertTransition, firstSaveStatus } from './status';

describe('calculation status transitions (docs/product/calculations.md#statuses)', () => {
  it.each([
    ['New calculation', 'Sent to approval'],
    ['Not approved', 'Sent to approval'],
    ['Sent to approval', 'Approved'],
    ['Sent to approval', 'Not approved'],
  ] as const)('%s -> %s is allowed', (from, to) => expect(() => assertTransition(from, to)).not.toThrow());

  it.each([
    ['New calculation', 'Approved'],
    ['New calculation', 'Not approved'],
    ['Approved', 'Sent to approval'],
    ['Approved', 'Not approved'],
    ['Not approved', 'Approved'],
    ['Sent to approval', 'Sent to approval'],
  ] as const)('%s -> %s is refused with 409', (from, to) => {
    expect(() => assertTransition(from, to)).toThrow(expect.objectContaining({ statusCode: 409 }));
  });

  it('starts Enterprise calculations as New calculation and others as Approved', () => {
    expect(firstSaveStatus(true)).toBe('New calculation');
    expect(firstSaveStatus(false)).toBe('Approved');
  });
});
