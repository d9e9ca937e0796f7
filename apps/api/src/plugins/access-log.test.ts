import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log';

/** A Fastify app logging JSON lines into an array, with the access log of app.ts. */
function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('broken');
  });
  return { app, lines };
}

describe('access log', () => {
  it('writes one line per request with method, URL, status and time', async () => {
    const { app, lines } = appWithLog();
    await app.inject('/ok?page=2');
    await app.close();
    const requests = lines.filter((l) => l.reqId);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/ok?page=2', statusCode: 200 });
    expect(requests[0]!.ms).toEqual(expect.any(Number));
  });

  it('answers a failed request with its error logged once and its access line saying 500', async () => {
    const { app, lines } = appWithLog();
    await app.inject('/boom');
    await app.close();
    expect(lines.filter((l) => l.level === 50).map((l) => (l.err as { message: string }).message)).toEqual([
      'broken',
    ]);
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ statusCode: 500, url: '/boom' });
  });
});
