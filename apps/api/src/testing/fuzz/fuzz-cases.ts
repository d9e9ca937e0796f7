import {
  HOSTILE_PARAMS,
  HOSTILE_VALUES,
  leafPaths,
  type Path,
  replaceAt,
  sample,
  seeded,
  seedOf,
} from './generate';
import type { RouteSpec } from './route-table';

export interface FuzzCase {
  /** What was mutated, for the failure report. */
  label: string;
  url: string;
  body?: unknown;
}

export interface CaseOptions {
  /** Cases per route at most (besides the base request). */
  perRoute: number;
  /** A valid body for routes whose schema alone does not give one (the calculation's person_list...). */
  bodies?: Record<string, unknown>;
  /** A value for a path parameter when it is not the one mutated (an existing record's id). */
  paramValue?: (name: string) => string;
}

const show = (v: unknown) => {
  const text =
    Array.isArray(v) && Array.isArray(v[0]) ? '[[[...]]] (deep)' : (JSON.stringify(v) ?? String(v));
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

/**
 * The requests a route is fuzzed with: the base request, then one mutated part each (a body leaf, a query
 * or a path parameter) with a hostile value, chosen by a generator seeded with the route, at most
 * `perRoute` of them, spread over every leaf before any leaf gets a second one.
 */
export function fuzzCases(route: RouteSpec, options: CaseOptions): FuzzCase[] {
  const random = seeded(seedOf(`${route.method} ${route.path}`));
  const params = Object.fromEntries(route.pathParams.map((p) => [p, options.paramValue?.(p) ?? '1']));
  const query = Object.fromEntries(
    Object.entries(route.query).map(([k, schema]) => [k, String(sample(schema) ?? '')]),
  );
  const url = (p: Record<string, string>, q: Record<string, string>) => {
    const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => p[name] ?? '1');
    const search = Object.entries(q)
      .map(([k, v]) => `${encodeURIComponent(k)}=${/%/.test(v) ? v : encodeURIComponent(v)}`)
      .join('&');
    return search ? `${path}?${search}` : path;
  };
  const base =
    options.bodies?.[`${route.method} ${route.path}`] ?? (route.body ? sample(route.body) : undefined);
  const targets: { kind: 'body' | 'query' | 'param'; at: Path | string }[] = [
    ...(base === undefined ? [] : leafPaths(base).map((at) => ({ kind: 'body' as const, at }))),
    ...Object.keys(route.query).map((at) => ({ kind: 'query' as const, at })),
    ...route.pathParams.map((at) => ({ kind: 'param' as const, at })),
  ];
  const cases: FuzzCase[] = [{ label: 'base', url: url(params, query), body: base }];
  for (let round = 0; cases.length <= options.perRoute && targets.length > 0 && round < 50; round++) {
    for (const target of targets) {
      if (cases.length > options.perRoute) break;
      if (target.kind === 'body') {
        const value = random.pick(HOSTILE_VALUES);
        const at = target.at as Path;
        cases.push({
          label: `body ${at.join('.') || '(root)'} = ${show(value)}`,
          url: url(params, query),
          body: replaceAt(base, at, value),
        });
      } else {
        const value = random.pick(HOSTILE_PARAMS);
        const name = target.at as string;
        cases.push({
          label: `${target.kind} ${name} = ${show(value)}`,
          url:
            target.kind === 'param'
              ? url({ ...params, [name]: value }, query)
              : url(params, { ...query, [name]: value }),
          body: base,
        });
      }
    }
  }
  return cases;
}
