import type { z } from 'zod';

/**
 * One HTTP route, described once: the API registers it from this object (apps/api/src/plugins/route.ts, its
 * handler typed by the schemas) and the web calls it through `call()` (apps/web/src/lib/call.ts, path and payload
 * typed by the same schemas). Renaming the path or a field here fails the typecheck wherever it is used
 * (docs/decisions/0007-route-contracts.md).
 */
export interface RouteShape {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: `/calculations/delete/:id`, each `:name` a key of `params`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * A multipart/form-data upload (an image): the form has no schema here, the API reads and checks the file
   * itself (platform/storage/read-image.ts); params, query and response are typed as for any route, and the web
   * sends it with `upload()` (apps/web/src/lib/call.ts) instead of `call()`.
   */
  readonly multipart?: { readonly file: string };
  /** The 2xx answer; the error body is the same for every route (errors.ts). */
  readonly response: z.ZodType;
  /** Shown in the OpenAPI document. */
  readonly summary?: string;
  readonly description?: string;
}

/** `'/a/:id/b/:type'` -> `'id' | 'type'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with `:name` segments needs a params schema with those keys; a path without needs none. */
type ParamsMatchPath<R extends RouteShape> = [ParamNames<R['path']>] extends [never]
  ? { readonly params?: never }
  : { readonly params: z.ZodType<Record<ParamNames<R['path']>, unknown>> };

/** Keeps the literal method and path, and checks the path's parameters against `params`. */
export const defineRoute = <const R extends RouteShape>(route: R & ParamsMatchPath<R>): R => route;

type Part<R, K extends 'params' | 'query' | 'body'> = R extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? z.input<S>
  : undefined;

/** What a caller sends: the wire side of each schema (before defaults, coercions and codecs). */
export type RouteInput<R extends RouteShape> = (Part<R, 'params'> extends undefined
  ? unknown
  : { params: Part<R, 'params'> }) &
  (Part<R, 'query'> extends undefined ? unknown : { query?: Part<R, 'query'> }) &
  (Part<R, 'body'> extends undefined ? unknown : { body: Part<R, 'body'> });

/** What a caller receives: the answer as JSON on the wire (timestamps as ISO strings). */
export type RouteReply<R extends RouteShape> = z.input<R['response']>;

/** A route's body as a caller sends it. */
export type RouteBody<R extends RouteShape> = Part<R, 'body'>;
/** A route's query as a caller sends it. */
export type RouteQuery<R extends RouteShape> = Part<R, 'query'>;
