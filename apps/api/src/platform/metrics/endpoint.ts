import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { AggregatorRegistry, Registry } from 'prom-client';

/** The Prometheus text format's content type. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries METRICS_TOKEN as a bearer token (compared in constant time); with no
 * token configured every header passes, since only the loopback METRICS_PORT then serves the figures.
 */
export function bearerCheck(token: string | undefined): (authorization: string | undefined) => boolean {
  if (!token) return () => true;
  const expected = digest(`Bearer ${token}`);
  return (authorization) => !!authorization && timingSafeEqual(digest(authorization), expected);
}

/**
 * METRICS_PORT: `/metrics` alone on 127.0.0.1, for a Prometheus or agent on the same machine; nothing else is
 * served there. Resolves once listening; close the returned server on shutdown.
 */
export async function serveMetricsPort(options: {
  port: number;
  token?: string;
  scrape: () => Promise<string>;
  log: (msg: string, err: unknown) => void;
}): Promise<http.Server> {
  const authorized = bearerCheck(options.token);
  const server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (!authorized(req.headers.authorization)) {
      res
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('unauthorized\n');
      return;
    }
    options.scrape().then(
      (text) => res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      (err) => {
        options.log('metrics scrape failed', err);
        res.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return server;
}

/** IPC between a worker serving `/metrics` with METRICS_TOKEN and the primary, which sums every worker's. */
const ASK = 'staffmargin:metrics-ask';
const ANSWER = 'staffmargin:metrics-answer';
interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/**
 * The cluster's primary (WORKERS > 1): the whole machine's figures, each worker's summed by prom-client's
 * AggregatorRegistry (gauges of shared state, such as the job queue, take the largest instead). Workers that
 * serve `/metrics` themselves ask for them over IPC. Returns the scrape, for METRICS_PORT.
 */
export function aggregateWorkers(): () => Promise<string> {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Ask) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) =>
      worker.send({ type: ANSWER, id: message.id, ...answer } satisfies Answer, () => {});
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (err: Error) => reply({ error: err.message }),
    );
  });
  return () => aggregator.clusterMetrics();
}

let lastAsk = 0;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (err: Error) => void }>();

/** A cluster worker: the whole machine's figures, from the primary. */
export function askPrimary(timeoutMs = 10_000): Promise<string> {
  if (lastAsk === 0) {
    process.on('message', (message: Answer) => {
      if (message?.type !== ANSWER) return;
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve(message.text ?? '');
    });
  }
  const id = ++lastAsk;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`the primary did not answer for metrics in ${timeoutMs} ms`));
    }, timeoutMs);
    waiting.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (err) => {
        clearTimeout(timer);
        reject(err);
      },
    });
    process.send?.({ type: ASK, id } satisfies Ask);
  });
}
