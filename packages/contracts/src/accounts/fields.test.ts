import { describe, expect, it } from 'vitest';
import { businessDomainField, emailField, suggestDomains } from './fields';

describe('business domain rule', () => {
  it('accepts lowercase letters, digits and dashes, 3 to 63 long, and lower-cases input', () => {
    expect(businessDomainField.parse('Acme-Staffing2')).toBe('acme-staffing2');
    expect(businessDomainField.safeParse('a'.repeat(63)).success).toBe(true);
  });
  it.each([
    ['ab', 'Business domain must be at least 3 characters'],
    ['a'.repeat(64), 'Business domain must be at most 63 characters'],
    ['acme_staffing', 'Business domain may contain only letters, numbers and dashes'],
    ['acme.staffing', 'Business domain may contain only letters, numbers and dashes'],
    ['-acme', 'Business domain must start and end with a letter or number'],
    ['www', 'This business domain is reserved. Please choose another one.'],
    ['demo', 'This business domain is reserved. Please choose another one.'],
  ])('refuses %s', (value, message) => {
    const result = businessDomainField.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('domain suggestions', () => {
  it('builds three from the company name plus numbers below 100, 222 and 212', () => {
    // random() = 0.5 gives 50, 111 and 106.
    expect(suggestDomains('Acme Staffing, Inc.', () => 0.5)).toEqual([
      'acme-staffing-inc50',
      'acme-staffing-inc111',
      'acme-staffing-inc106',
    ]);
    // cspell:disable-next-line -- deliberately accented input
    for (const s of suggestDomains('Ünïcode & Co'))
      expect(businessDomainField.safeParse(s).success).toBe(true);
  });
});

describe('email rule', () => {
  it('trims, lower-cases and checks the pattern', () => {
    expect(emailField.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(emailField.safeParse('ada@example').success).toBe(false);
  });
});
