import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('configuration', () => {
  it('works offline with no variables: port 3000, links to localhost:3000', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_DOMAIN).toBe('localhost:3000');
  });

  it('links to the port served when only PORT changes, and honours an explicit APP_DOMAIN', () => {
    expect(loadEnv({ PORT: '3100' }).APP_DOMAIN).toBe('localhost:3100');
    expect(loadEnv({ PORT: '3100', APP_DOMAIN: 'staffmargin.app' }).APP_DOMAIN).toBe('staffmargin.app');
  });

  it('lists every bad variable at start-up', () => {
    expect(() => loadEnv({ PORT: 'x', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('listens on loopback and trusts no proxy unless told', () => {
    const env = loadEnv({});
    expect(env.HOST).toBe('localhost');
    expect(env.TRUST_PROXY).toBe(false);
    const twoHops = loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
