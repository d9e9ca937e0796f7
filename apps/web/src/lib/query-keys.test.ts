import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

/** Keys that are the same for every organisation or have no organisation session (query-keys.ts says why). */
const NOT_ORGANISATION_DATA = [
  'session',
  'allOrgs',
  'clientQuote',
  'lookups',
  'authProviders',
  'invitation',
  'devMailbox',
];

/**
 * Every key builder in `queryKeys`, found by walking the object (a new one is covered without editing this test),
 * called with the organisation id first and placeholders after it.
 */
function organisationKeys(orgId: number): { name: string; key: readonly unknown[] }[] {
  const found: { name: string; key: readonly unknown[] }[] = [];
  const walk = (value: unknown, name: string) => {
    if (typeof value === 'function') {
      const args = [orgId, ...Array.from({ length: Math.max(0, value.length - 1) }, () => 3)];
      found.push({ name, key: value(...args) as readonly unknown[] });
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, name ? `${name}.${key}` : key);
    }
  };
  for (const [name, value] of Object.entries(queryKeys)) {
    if (!NOT_ORGANISATION_DATA.includes(name)) walk(value, name);
  }
  return found;
}

describe('query keys', () => {
  it('start every organisation’s data with its id: another organisation never reads it, a save refreshes it all', () => {
    const keys = organisationKeys(7);
    expect(keys.length).toBeGreaterThan(20);
    for (const { name, key } of keys) expect(key.slice(0, 2), name).toEqual(queryKeys.org(7));
    for (const { name, key } of keys) expect(key.slice(0, 1), name).toEqual(queryKeys.allOrgs);
    const other = organisationKeys(8).map(({ key }) => JSON.stringify(key));
    for (const { name, key } of keys) expect(other, name).not.toContain(JSON.stringify(key));
  });

  it('keep reference data and the client’s link out of any organisation', () => {
    expect(queryKeys.lookups.states[0]).toBe('lookups');
    expect(queryKeys.lookups.cities(3)[0]).toBe('lookups');
    expect(queryKeys.clientQuote('token')[0]).toBe('client-quote');
  });
});
