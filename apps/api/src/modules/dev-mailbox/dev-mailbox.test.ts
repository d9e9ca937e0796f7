import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';

// No SMTP and APP_DOMAIN localhost: the development mailbox is on, as with a plain `npm start`.
const ctx = useTestApp();

const mailbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers });

describe('development mailbox', () => {
  it('is served to clients on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await mailbox(address);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('data');
    }
  });

  it('refuses other machines, and requests forwarded by a proxy, with a clear 403', async () => {
    for (const res of [
      await mailbox('192.168.1.20'),
      await mailbox('::ffff:10.0.0.7'),
      await mailbox('127.0.0.1', { 'x-forwarded-for': '192.168.1.20' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
      expect(res.body).not.toContain('reset_password_token');
    }
  });
});
