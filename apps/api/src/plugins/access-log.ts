import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access line per request (method, URL, status, milliseconds) where Fastify writes two (incoming and
 * completed, each with the whole request or reply serialised): logging was a large part of a short request's
 * time (docs/performance.md#the-load-benchmark).
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    // Errors a handler throws are logged by the error handler; this one is a response that failed to send.
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
