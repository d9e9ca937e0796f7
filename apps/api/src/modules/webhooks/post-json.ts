import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { BlockedAddressError, guardedLookup, isAllowedAddress } from './ssrf-guard';

export interface PostResult {
  /** The HTTP status, or null when no answer came (refused, timed out, blocked). */
  status: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * POSTs a JSON body to a webhook URL through the SSRF guard (ssrf-guard.ts), waiting at most `timeoutMs` for
 * the whole answer. Never follows redirects (a 3xx is a failed delivery) and never reads more than the status:
 * the body is discarded.
 */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  {
    timeoutMs,
    allowLoopback,
    now = () => performance.now(),
  }: {
    timeoutMs: number;
    allowLoopback: boolean;
    now?: () => number;
  },
): Promise<PostResult> {
  const started = now();
  const done = (status: number | null, error: string | null): PostResult => ({
    status,
    error,
    durationMs: Math.max(0, Math.round(now() - started)),
  });
  const target = new URL(url);
  // An IP literal is connected to without a lookup: check it here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !isAllowedAddress(literal, { allowLoopback })) {
    return Promise.resolve(done(null, new BlockedAddressError(literal, literal).message));
  }
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        lookup: guardedLookup({ allowLoopback }),
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => finish(done(res.statusCode ?? null, null)));
        res.on('error', (err) => finish(done(res.statusCode ?? null, err.message)));
      },
    );
    const timer = setTimeout(() => {
      finish(done(null, `No answer within ${timeoutMs / 1000} s`));
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) => finish(done(null, err.message)));
    req.end(body);
  });
}
