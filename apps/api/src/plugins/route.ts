import type { RouteShape } from '@app/contracts/route';
import { z } from 'zod';
import { responses } from './responses';

type SchemaOf<R extends RouteShape> = {
  tags: string[];
  summary?: string;
  description?: string;
  consumes?: string[];
  response: ReturnType<typeof responses<R['response']>>;
} & (R extends { params: infer S } ? { params: S } : unknown) &
  (R extends { query: infer S } ? { querystring: S } : unknown) &
  (R extends { body: infer S } ? { body: S } : unknown);

/**
 * Fastify route options from a contract (packages/contracts/src/route.ts): method, URL and schemas, so that
 * `app.route({ ...fromContract(route, tags), preHandler, handler })` types the handler's request and reply from
 * the same object the web calls through.
 */
export function fromContract<const R extends RouteShape>(route: R, tags: string[]) {
  const schema: Record<string, unknown> = { tags, response: responses(route.response) };
  if (route.summary) schema.summary = route.summary;
  if (route.description) schema.description = route.description;
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  if (route.multipart) {
    schema.consumes = ['multipart/form-data'];
    // The handler reads the file itself (platform/storage/read-image.ts): this schema accepts anything and only
    // shows the form's file field in the OpenAPI document.
    const { file } = route.multipart;
    schema.body = z.any().meta({
      type: 'object',
      required: [file],
      properties: { [file]: { type: 'string', format: 'binary' } },
    });
  }
  return { method: route.method, url: route.path, schema: schema as SchemaOf<R> };
}
