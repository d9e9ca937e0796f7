import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** How many e-mails this process had written when the request began (mail-wake.ts). */
    mailsWrittenAtStart: number | null;
  }
}

/**
 * When the job worker looks for e-mails written by requests (docs/decisions/0004-job-queue.md). An e-mail is
 * written inside its change's transaction, which has surely committed only once that request has answered.
 * So the answer of every request that was under way while an e-mail was written wakes the worker: the
 * writer's own answer is among them, after its commit. (A single flag lowered by the first answer could be
 * taken by another request answered before the writer's commit, leaving the e-mail to the next poll.)
 * Wakes coalesce in the worker; a process that writes no e-mail never wakes it this way.
 *
 * Returns what the mail outbox calls for each e-mail written.
 */
export function registerMailWake(app: FastifyInstance, wake: () => void): () => void {
  let written = 0;
  app.decorateRequest('mailsWrittenAtStart', null);
  // Callback hooks: every request runs them, and an async hook would cost each one a promise (performance.md).
  app.addHook('onRequest', (request, _reply, done) => {
    request.mailsWrittenAtStart = written;
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    // null: refused before this hook ran, so its handler never ran and wrote nothing.
    if (request.mailsWrittenAtStart !== null && request.mailsWrittenAtStart !== written) wake();
    done();
  });
  return () => {
    written += 1;
  };
}
