import net from 'node:net';

/**
 * A TCP relay between the server processes and PostgreSQL, so a test can "restart" the database without touching
 * the machine's shared cluster: `down()` cuts every relayed connection and refuses new ones, `up()` accepts again.
 * That is what a restart or a failover looks like from the client's side (docs/deployment.md#when-the-database-goes-away).
 */
export interface TcpRelay {
  port: number;
  /** `databaseUrl` with its host and port replaced by the relay's. */
  via(databaseUrl: string): string;
  /** Resets every relayed connection (both sides) and stops listening: new connections are refused. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /**
   * Once: resets the connection whose next chunk from the database `matches`, instead of relaying that chunk (an
   * answer lost after the database acted on the statement), and with `down` goes down at that moment. Resolves
   * when it has.
   */
  cutBefore(matches: (chunk: Buffer) => boolean, options?: { down?: boolean }): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const open = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let cut: { matches: (chunk: Buffer) => boolean; down: boolean; done: () => void } | null = null;

  const listen = async () => {
    const next = net.createServer((downstream) => {
      const upstream = net.connect(target.port, target.host);
      open.add(downstream);
      open.add(upstream);
      const end = () => {
        open.delete(downstream);
        open.delete(upstream);
        downstream.destroy();
        upstream.destroy();
      };
      downstream.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
      downstream.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        if (cut?.matches(chunk)) {
          const { done } = cut;
          downstream.resetAndDestroy();
          end();
          if (cut.down) void down().then(done);
          else done();
          cut = null;
        } else downstream.write(chunk);
      });
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as net.AddressInfo).port;
    server = next;
  };

  const down = async () => {
    const closing = server;
    server = null;
    const closed = closing ? new Promise((resolve) => closing.close(resolve)) : Promise.resolve();
    // A reset, not a polite end: the client learns of it from the socket, as when the server's host goes away.
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
    await closed;
  };

  await listen();
  return {
    port,
    via: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    down,
    up: async () => {
      if (!server) await listen();
    },
    cutBefore: (matches, options) =>
      new Promise<void>((done) => {
        cut = { matches, down: options?.down ?? false, done };
      }),
    close: down,
  };
}
