import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors } from './form-errors';

describe('applyServerErrors', () => {
  it('puts field messages on known fields and returns the rest for an alert', () => {
    const setErrors = vi.fn();
    const form = { setErrors, values: { email: '', data: [{ email: '' }] } };
    const err = new ApiError(400, {
      status: 'error',
      code: 'VALIDATION',
      message: 'Email has already been taken',
      errors: { email: ['Email has already been taken'], 'data.0.email': ['bad'], base: ['Something else'] },
    });
    expect(applyServerErrors(form, err)).toEqual(['Something else']);
    expect(setErrors).toHaveBeenCalledWith({ email: 'Email has already been taken', 'data.0.email': 'bad' });
  });

  it('returns the message of an error without field errors', () => {
    const form = { setErrors: vi.fn(), values: {} };
    const err = new ApiError(409, {
      status: 'error',
      code: 'CONFLICT',
      message: 'You already have a company.',
    });
    expect(applyServerErrors(form, err)).toEqual(['You already have a company.']);
  });
});
