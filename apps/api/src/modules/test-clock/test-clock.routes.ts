import { ErrorCode } from '@app/contracts/errors';
import { testClockBodySchema, testClockResponseSchema } from '@app/contracts/test-clock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { settableClock } from '../../platform/clock';
import { isLoopback } from '../../platform/loopback';
import { AppError } from '../../plugins/app-error';
import { responses } from '../../plugins/responses';

/**
 * POST /testing/clock: browser journeys set the server's "now" (a trial that ends, a point half-way through a
 * billing period). Registered only when TEST_CLOCK=true, which the configuration allows only with NODE_ENV=test,
 * and served only to clients on this machine.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: ReturnType<typeof settableClock> }> = async (
  app,
  { clock },
) => {
  app.post(
    '/testing/clock',
    {
      schema: {
        tags: ['development'],
        summary: 'Set the server clock (browser journeys only)',
        description:
          'Only with TEST_CLOCK=true under NODE_ENV=test, and to clients on this machine. `at` stops the clock at that instant; null returns to the system time.',
        body: testClockBodySchema,
        response: responses(testClockResponseSchema),
      },
      onRequest: async (request) => {
        if (request.headers['x-forwarded-for'] || !isLoopback(request.socket.remoteAddress)) {
          throw new AppError(ErrorCode.Forbidden, 'The test clock is only served to this machine');
        }
      },
    },
    async (request) => {
      clock.set(request.body.at === null ? null : new Date(request.body.at));
      return { now: clock.now().toISOString() };
    },
  );
};
