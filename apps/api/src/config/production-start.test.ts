import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../testing/server-process';

describe('a production start with only SESSION_SECRET (docs/deployment.md#production-checklist)', () => {
  it('refuses to start, listing every problem at once, before opening the database', {
    timeout: 60_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-production-'));
    try {
      const server = startServerProcess({
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-random-secret-of-the-deployment-0123456789',
        HOST: '0.0.0.0',
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
      });
      expect(await server.exited).toBe(1);
      const output = server.output();
      for (const line of [
        'BILLING_PROVIDER: STRIPE_SECRET_KEY is unset, so billing would be the sandbox',
        'APP_DOMAIN: required in production',
        'SMTP_URL: required in production',
        'MAIL_FROM: required in production',
        'TRUST_PROXY: required in production with HOST=0.0.0.0',
      ]) {
        expect(output).toContain(line);
      }
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
