import { type BrowserContext, test as base, type Page } from '@playwright/test';
import {
  createFreshOrganisation,
  type FreshOrganisation,
  type FreshOrganisationOptions,
} from './fresh-organisation';
import { attachServerLogs, type RunningServer, signInDemo, startServer } from './harness';
import { DEMO_OWNER, type SavedWork, savedWorkOn } from './saved-work';

/**
 * The fixtures of a journey file whose tests stand alone: one server per file (a fresh database, as before),
 * and for each test its own browser context, signed in through the API, and nothing left behind by an earlier
 * test's clicks. A test then runs alone (`-g`), in any order, and
 * one failure does not fail the tests after it (CONTRIBUTING.md#write-a-journey).
 */
interface JourneyFixtures {
  /** The file's server; `reopenServer` may replace it, so read it in each test. */
  server: RunningServer;
  /** Stops the file's server keeping its data, starts it again on the same data, and returns it. */
  reopenServer: () => Promise<RunningServer>;
  /** A new browser context, closed after the test. */
  newContext: () => Promise<BrowserContext>;
  /** A new browser context signed in as a demo member (closed after the test). */
  signedInAs: (email: string) => Promise<BrowserContext>;
  /** A page signed in as the demo Owner. */
  demoPage: Page;
  /** A page with no session, in a context of its own. */
  visitorPage: Page;
  /** Calculations and quotes saved through the API (src/saved-work.ts), instead of clicks. */
  savedWork: SavedWork;
  /** A new organisation made through the API, its Owner signed in in a context of its own (closed after the test). */
  freshOrganisation: (options?: FreshOrganisationOptions) => Promise<FreshOrganisation>;
}

/**
 * Every test signs its members in through the API, from one address, three or four times each: more than the 20
 * a minute that sign-in allows an address (docs/security.md) on a quick machine. The limit itself is tested by
 * the API's tests.
 */
const JOURNEY_ENV = { AUTH_RATE_LIMIT_MAX: '500' };

export function journey(options: { env?: Record<string, string> } = {}) {
  // Read when a server starts: a file may fill its env in a beforeAll of its own (quotes.spec.ts's SMTP_URL).
  const env = () => ({ ...JOURNEY_ENV, ...options.env });
  let server: RunningServer | undefined;
  base.beforeAll(async () => {
    server = await startServer({ env: env() });
  });
  base.afterEach(() => attachServerLogs(server));
  base.afterAll(async () => {
    await server?.stop();
  });

  return base.extend<JourneyFixtures>({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    server: async ({}, use) => {
      if (!server) throw new Error('the journey server did not start');
      await use(server);
    },
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    reopenServer: async ({}, use) => {
      await use(async () => {
        const { dataDir, databaseUrl } = server!;
        await server!.stop({ keepData: true });
        server = await startServer({ env: env(), dataDir, databaseUrl });
        return server;
      });
    },
    newContext: async ({ browser }, use) => {
      const opened: BrowserContext[] = [];
      await use(async () => {
        const ctx = await browser.newContext();
        opened.push(ctx);
        return ctx;
      });
      for (const ctx of opened) await ctx.close();
    },
    signedInAs: async ({ newContext, server }, use) => {
      await use(async (email) => {
        const ctx = await newContext();
        await signInDemo(server, ctx, email);
        return ctx;
      });
    },
    demoPage: async ({ signedInAs }, use) => {
      await use(await (await signedInAs(DEMO_OWNER)).newPage());
    },
    savedWork: async ({ server }, use) => {
      await use(savedWorkOn(server));
    },
    visitorPage: async ({ newContext }, use) => {
      await use(await (await newContext()).newPage());
    },
    freshOrganisation: async ({ newContext, server }, use) => {
      await use(async (options) => createFreshOrganisation(server, await newContext(), options));
    },
  });
}
