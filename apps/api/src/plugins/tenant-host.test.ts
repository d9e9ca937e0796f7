import { describe, expect, it } from 'vitest';
import { subdomainOf } from './tenant-host';

describe('subdomainOf', () => {
  it('reads the organisation from {domain}.{APP_DOMAIN}', () => {
    expect(subdomainOf('acme.localhost:3000', 'localhost:3000')).toBe('acme');
    expect(subdomainOf('ACME.staffmargin.app', 'staffmargin.app')).toBe('acme');
  });
  it('is null on the main host, www, nested or foreign hosts', () => {
    expect(subdomainOf('localhost:3000', 'localhost:3000')).toBeNull();
    expect(subdomainOf('www.staffmargin.app', 'staffmargin.app')).toBeNull();
    expect(subdomainOf('a.b.staffmargin.app', 'staffmargin.app')).toBeNull();
    expect(subdomainOf('acme.other.app', 'staffmargin.app')).toBeNull();
    expect(subdomainOf(undefined, 'staffmargin.app')).toBeNull();
  });
});
