/**
 * Whether an error means the database connection went away (a restart, a failover, a terminated backend, a proxy
 * reset) rather than that the request was wrong (docs/deployment.md#when-the-database-goes-away). Such a request
 * answers 503 with Retry-After: nothing about it was the client's fault, and the pool opens fresh connections.
 */
export function isConnectionLost(err: unknown): boolean {
  // Drizzle wraps a driver's error in its own (`cause`); look a few levels down.
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && LOST_CODES.test(code)) return true;
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now), and
 * the socket errors of a server that is gone or not yet back.
 */
const LOST_CODES = /^(08[0-9A-Z]{3}|57P0[123]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTCONN)$/;
/** node-postgres' own words when the socket closes under a query or a checkout. */
const LOST_MESSAGES = /^(Connection terminated|Client has encountered a connection error|Connection ended)/;
