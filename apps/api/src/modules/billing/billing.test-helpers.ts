import type { Clock } from '../../platform/clock';
import { createMailOutbox } from '../../platform/mail/mail-outbox';
import type { TestContext } from '../../testing/test-app';
import { runSandboxRenewals } from './events';
import { createSandboxProvider } from './providers/sandbox';

/**
 * Runs the sandbox's due renewals as the app's minute timer does (the app's own deps are private: the same
 * database and clock, and a sandbox provider), then sends the e-mails they wrote to the outbox.
 */
export async function runRenewals(ctx: TestContext, clock: Clock, provider = createSandboxProvider()) {
  const renewed = await runSandboxRenewals({
    db: ctx.database.db,
    env: {} as never,
    outbox: createMailOutbox(() => {}),
    background: { run: (w: () => Promise<void>) => void w(), settled: async () => {} },
    clock,
    provider,
  });
  await ctx.app.jobs.drain();
  return renewed;
}
