import type { JsonSchema } from './route-table';

/** A small seeded generator (mulberry32): the same seed gives the same cases on every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

export const seedOf = (text: string) =>
  [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

const deep = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

/** Values that broke, or could break, a handler that trusted its input: one replaces one leaf per case. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  '',
  '   ',
  true,
  {},
  [],
  [null],
  -1,
  0,
  2147483648,
  -2147483649,
  1e308,
  -1e308,
  1.5,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '1e12',
  '1e308',
  '2147483648',
  '-1',
  'x',
  'x'.repeat(1_000_000),
  'a\u0000b',
  '\u0000',
  '\ud800',
  'a\udc00',
  '2025-13-45',
  '9999-12-31',
  deep(1000),
];

/** Hostile text for a query or path parameter (URL-sized, not a megabyte). */
export const HOSTILE_PARAMS: readonly string[] = [
  '',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e308',
  'NaN',
  'x',
  'x'.repeat(300),
  'x'.repeat(5000),
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
];

/** A value the schema accepts, as plain as possible; every property is filled so every leaf can be mutated. */
export function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const real = options.find((o) => o.type !== 'null') ?? options[0];
    return sample(real, depth + 1);
  }
  if (schema.allOf?.length) return sample(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? schema.exclusiveMinimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date' || schema.pattern?.includes('\\d{4}')) return '2026-03-02';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

export type Path = (string | number)[];

/** Every leaf (and every container, for whole-branch mutations) of a JSON value, outermost first. */
export function leafPaths(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path];
  const children = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [path, ...children.flatMap(([k, v]) => leafPaths(v, [...path, k]))];
}

/** A deep copy of `value` with the node at `path` replaced (the root when path is empty). */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}
