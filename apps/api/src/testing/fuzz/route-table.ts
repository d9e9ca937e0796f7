import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document gives it (the zod schemas, translated). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  pattern?: string;
  additionalProperties?: JsonSchema | boolean;
};

export interface RouteSpec {
  method: string;
  /** OpenAPI form: /api/calculations/delete/{id}. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** The JSON body's schema; undefined for routes without one (GETs, multipart uploads). */
  body?: JsonSchema;
}

type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/**
 * Every documented route of the app, read from its OpenAPI document, so a new route is covered the day it is
 * added. Routes hidden from the document (the web app's fallback, Swagger UI's files) are not API routes.
 */
export function routeTable(app: FastifyInstance & { swagger(): unknown }): RouteSpec[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const routes: RouteSpec[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        query: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
