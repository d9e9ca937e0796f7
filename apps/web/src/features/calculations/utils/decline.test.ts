import { describe, expect, it } from 'vitest';
import { declineErrors } from './decline';

describe('the decline form', () => {
  it('asks for both fields with the product’s words', () => {
    expect(declineErrors(4, { reason_choice: '', decline_reason: '  ' })).toEqual({
      reason_choice: 'Please fill this out',
      decline_reason: 'Please fill this out',
    });
  });

  it('accepts a reason and a description', () => {
    expect(declineErrors(4, { reason_choice: 'Error in Rates', decline_reason: 'SUTA is 2.7%' })).toEqual({});
  });
});
