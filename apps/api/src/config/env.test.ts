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

  it('runs one process unless told, and several only on PostgreSQL', () => {
    expect(loadEnv({}).WORKERS).toBe(1);
    expect(loadEnv({ WORKERS: '4', DATABASE_URL: 'postgres://db/app' }).WORKERS).toBe(4);
    expect(loadEnv({ WORKERS: 'auto', DATABASE_URL: 'postgres://db/app' }).WORKERS).toBeGreaterThanOrEqual(1);
    expect(() => loadEnv({ WORKERS: '2' })).toThrow(
      /WORKERS: 2 processes need DATABASE_URL \(PostgreSQL\); the embedded database can be opened by one process only/,
    );
    for (const bad of ['0', '65', '-1', 'many', '1.5']) {
      expect(() => loadEnv({ WORKERS: bad, DATABASE_URL: 'postgres://db/app' })).toThrow(
        /WORKERS: a number from 1/,
      );
    }
  });

  it('keeps uploads on disk unless STORAGE_DRIVER=s3 names a bucket', () => {
    expect(loadEnv({}).STORAGE_DRIVER).toBe('local');
    expect(() => loadEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required with STORAGE_DRIVER=s3/);
    expect(() => loadEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    const s3 = loadEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'true' });
    expect([s3.S3_REGION, s3.S3_FORCE_PATH_STYLE, s3.S3_PREFIX]).toEqual(['us-east-1', true, '']);
    expect(() => loadEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    );
    expect(() => loadEnv({ S3_PREFIX: '../other/' })).toThrow(/S3_PREFIX/);
  });
});
