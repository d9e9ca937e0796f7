import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerMailWake } from './mail-wake';

/**
 * The job worker is woken by the answer of the request that wrote an e-mail, after its transaction: another
 * request answered in between must not take that wake away (the e-mail would wait for the next poll).
 */
async function appWithWake() {
  const app = Fastify();
  let wakes = 0;
  const written = registerMailWake(app, () => {
    wakes += 1;
  });
  let commit!: () => void;
  const committed = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let wrote!: () => void;
  const hasWritten = new Promise<void>((resolve) => {
    wrote = resolve;
  });
  // Writes its e-mail, then waits for its "commit" before answering.
  app.post('/send', async () => {
    written();
    wrote();
    await committed;
    return { sent: true };
  });
  app.get('/read', async () => ({ ok: true }));
  await app.ready();
  return { app, wakes: () => wakes, commit, hasWritten };
}

describe('waking the worker for e-mails written in requests', () => {
  it('the writer’s own answer wakes it, even when another answer came between the write and the commit', async () => {
    const { app, wakes, commit, hasWritten } = await appWithWake();
    const reading = app.inject({ method: 'GET', url: '/read' });
    const sending = app.inject({ method: 'POST', url: '/send' });
    await hasWritten;
    // A request under way while the e-mail was written answers first: it wakes the worker (too early to
    // find the e-mail, whose transaction is open).
    await reading;
    expect(wakes()).toBe(1);
    commit();
    expect((await sending).json()).toEqual({ sent: true });
    expect(wakes()).toBe(2);
    await app.close();
  });

  it('requests that began after the last e-mail, or while none was written, do not wake it', async () => {
    const { app, wakes, commit } = await appWithWake();
    await app.inject({ method: 'GET', url: '/read' });
    expect(wakes()).toBe(0);
    commit();
    await app.inject({ method: 'POST', url: '/send' });
    expect(wakes()).toBe(1);
    await app.inject({ method: 'GET', url: '/read' });
    await app.inject({ method: 'GET', url: '/read' });
    expect(wakes()).toBe(1);
    await app.close();
  });
});
