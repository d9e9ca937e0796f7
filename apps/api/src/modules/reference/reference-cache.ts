import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * Reference data (roles, industries, countries, plans, states with their wage bases, cities) changes only
 * when the seed writes it, at start-up. Each lookup's answer is therefore built once per process and key,
 * kept as its JSON text with a strong ETag, and served from memory: `If-None-Match` with the current ETag
 * answers 304 with no body. Browsers and proxies may reuse an answer for `max-age` and revalidate after it
 * (docs/performance.md#reference-data).
 */
const REFERENCE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60';

/** Cities are cached per state: a bound on how many distinct keys (state ids asked for) are kept. */
const MOST_KEYS = 1_000;

let generation = 0;

/** Called by the seed after it writes reference data: every cached answer in this process is rebuilt. */
export function referenceDataChanged(): void {
  generation++;
}

/** Which reference data this process has: kept rows are valid while it stays the same (reference-rows.ts). */
export function referenceGeneration(): number {
  return generation;
}

interface Entry {
  generation: number;
  body: string;
  etag: string;
}

/**
 * A cached JSON answer per key, built by `load` on first use (concurrent first requests share one load) and
 * checked against the route's response schema then, as the serializer would check each answer. Returns a
 * handler body: call it with the key, the request and the reply.
 */
export function referenceCache<T extends z.ZodType>(schema: T, load: (key: string) => Promise<z.input<T>>) {
  const entries = new Map<string, Entry | Promise<Entry>>();
  const build = async (key: string): Promise<Entry> => {
    const at = generation;
    const body = JSON.stringify(schema.parse(await load(key)));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    return { generation: at, body, etag };
  };
  const entryFor = async (key: string): Promise<Entry> => {
    const found = entries.get(key);
    if (found && !(found instanceof Promise) && found.generation === generation) return found;
    if (found instanceof Promise) return found;
    if (entries.size >= MOST_KEYS) entries.clear();
    const pending = build(key);
    entries.set(key, pending);
    try {
      const entry = await pending;
      entries.set(key, entry);
      return entry;
    } catch (err) {
      entries.delete(key);
      throw err;
    }
  };
  return async (key: string, request: FastifyRequest, reply: FastifyReply) => {
    const entry = await entryFor(key);
    reply.header('etag', entry.etag).header('cache-control', REFERENCE_CACHE_CONTROL);
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    // Text with a JSON content type is sent as it is: serialised once, when cached.
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };
}

/** If-None-Match holds the ETag: `*`, the tag itself, or a comma-separated list (weak forms match too). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag || header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
