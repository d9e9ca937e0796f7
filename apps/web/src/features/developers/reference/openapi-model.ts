/**
 * The part of an OpenAPI 3.1 document the reference page reads (the one /api/v1/openapi.json serves), and the
 * pure steps from it to what the page shows: operations grouped by tag, $refs resolved, a schema flattened to
 * one row per field (docs/product/api.md#open-api-v1).
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Answer {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
  headers?: Record<string, unknown>;
}

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, Answer>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, Parameter>;
    headers?: Record<string, { description?: string }>;
    securitySchemes?: Record<
      string,
      { type: string; scheme?: string; bearerFormat?: string; description?: string }
    >;
  };
  security?: Record<string, string[]>[];
  'x-rate-limit'?: { per_minute: number; scope: string };
  'x-error-codes'?: { code: string; status: number; meaning: string }[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** What a `#/components/...` reference points at, or undefined for a reference outside the document. */
function resolveRef<T>(doc: OpenApiDocument, ref: string): T | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return at as T | undefined;
}

const deref = <T extends { $ref?: string }>(doc: OpenApiDocument, item: T): T =>
  item.$ref ? (resolveRef<T>(doc, item.$ref) ?? item) : item;

export interface ReferenceOperation {
  /** An anchor for links (#post-calculations-id-submit). */
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** Status (201, 4xx...) and the answer's schema, success first. */
  responses: { status: string; description?: string; schema?: JsonSchema }[];
  /** Whether it takes an API key (every v1 route but the document itself). */
  authenticated: boolean;
}

export interface ReferenceGroup {
  tag: string;
  description?: string;
  operations: ReferenceOperation[];
}

const anchorOf = (method: string, path: string) =>
  `${method}-${path.replace(/^\/api\/v1\//, '')}`
    .replace(/[{}]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/-$/, '')
    .toLowerCase();

/** The operations grouped by their first tag, in the document's tag order, then any other tag, then untagged. */
export function groupOperations(doc: OpenApiDocument): ReferenceGroup[] {
  const groups = new Map<string, ReferenceGroup>();
  for (const t of doc.tags ?? [])
    groups.set(t.name, { tag: t.name, description: t.description, operations: [] });
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = ops[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      if (!groups.has(tag)) groups.set(tag, { tag, operations: [] });
      const json = (content?: Record<string, { schema?: JsonSchema }>) =>
        content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
      groups.get(tag)!.operations.push({
        id: anchorOf(method, path),
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? `${method.toUpperCase()} ${path}`,
        description: op.description,
        parameters: (op.parameters ?? []).map((p) => deref(doc, p)),
        body: json(op.requestBody?.content),
        responses: Object.entries(op.responses ?? {})
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([status, answer]) => ({
            status,
            description: answer.description,
            schema: json(answer.content),
          })),
        authenticated: (op.security ?? doc.security ?? []).some((s) => Object.keys(s).length > 0),
      });
    }
  }
  return [...groups.values()].filter((g) => g.operations.length > 0);
}

export interface FieldRow {
  /** The field's path: persons[].pay.pay_rate. */
  name: string;
  type: string;
  required: boolean;
  description?: string;
  /** Allowed values, bounds, pattern, default, in words. */
  rules: string[];
}

const variantsOf = (s: JsonSchema) => s.anyOf ?? s.oneOf;

/** A schema's type in a word or two: string, integer, array of object, "new" | "approved", string or null. */
export function typeOf(doc: OpenApiDocument, raw: JsonSchema): string {
  const s = deref(doc, raw);
  if (s.const !== undefined) return JSON.stringify(s.const);
  const variants = variantsOf(s);
  if (variants) return [...new Set(variants.map((v) => typeOf(doc, v)))].join(' or ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const named = types.map((t) => {
    if (t === 'array') return s.items ? `array of ${typeOf(doc, s.items)}` : 'array';
    if (t === 'object' && !s.properties && typeof s.additionalProperties === 'object')
      return `map of ${typeOf(doc, s.additionalProperties)}`;
    return t;
  });
  if (named.length > 0) return named.join(' or ');
  if (s.enum) return 'enum';
  if (s.properties) return 'object';
  return 'any';
}

const shown = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));

/** The rules a field's schema states, as short phrases. */
export function rulesOf(doc: OpenApiDocument, raw: JsonSchema): string[] {
  const s = deref(doc, raw);
  const rules: string[] = [];
  if (s.enum) rules.push(`one of ${s.enum.map(shown).join(', ')}`);
  if (s.format) rules.push(s.format);
  // A format (date-time) says in a word what its generated pattern says in a hundred characters.
  if (s.pattern && !s.format) rules.push(`matches ${s.pattern}`);
  if (s.minLength !== undefined || s.maxLength !== undefined)
    rules.push(`${s.minLength ?? 0} to ${s.maxLength ?? '∞'} characters`);
  // An integer's own bounds (±2^53 - 1) say nothing a reader needs.
  const minimum = s.minimum !== undefined && s.minimum > -Number.MAX_SAFE_INTEGER ? s.minimum : undefined;
  const maximum = s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER ? s.maximum : undefined;
  if (minimum !== undefined || maximum !== undefined || s.exclusiveMinimum !== undefined) {
    const low = minimum ?? (s.exclusiveMinimum !== undefined ? `more than ${s.exclusiveMinimum}` : undefined);
    rules.push(maximum !== undefined ? `${low ?? 'up'} to ${maximum}` : `at least ${low}`);
  }
  if (s.minItems !== undefined || s.maxItems !== undefined)
    rules.push(`${s.minItems ?? 0} to ${s.maxItems ?? '∞'} items`);
  if (s.default !== undefined) rules.push(`default ${shown(s.default)}`);
  for (const v of variantsOf(s) ?? []) if (deref(doc, v).enum) rules.push(...rulesOf(doc, v));
  return rules;
}

/** The object a schema describes, looking through arrays and "X or null". */
function objectInside(doc: OpenApiDocument, raw: JsonSchema): { schema: JsonSchema; suffix: string } | null {
  const s = deref(doc, raw);
  if (s.properties) return { schema: s, suffix: '' };
  if (s.items) {
    const inner = objectInside(doc, s.items);
    return inner && { schema: inner.schema, suffix: `[]${inner.suffix}` };
  }
  for (const v of variantsOf(s) ?? []) {
    const inner = objectInside(doc, v);
    if (inner) return inner;
  }
  if (s.allOf?.length) {
    const merged: JsonSchema = { properties: {}, required: [] };
    for (const part of s.allOf.map((p) => deref(doc, p))) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return { schema: merged, suffix: '' };
  }
  return null;
}

/**
 * One row per field, nested fields under their parent's path (persons[].locations[].state_id), to `maxDepth`
 * levels: a reader scans one table instead of opening boxes.
 */
export function fieldRows(doc: OpenApiDocument, schema: JsonSchema, maxDepth = 6): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (raw: JsonSchema, prefix: string, depth: number) => {
    const found = objectInside(doc, raw);
    if (!found || depth > maxDepth) return;
    const required = new Set(found.schema.required ?? []);
    for (const [key, child] of Object.entries(found.schema.properties ?? {})) {
      const name = `${prefix}${key}`;
      const resolved = deref(doc, child);
      rows.push({
        name,
        type: typeOf(doc, resolved),
        required: required.has(key),
        description: resolved.description,
        rules: rulesOf(doc, resolved),
      });
      const inner = objectInside(doc, resolved);
      if (inner) walk(resolved, `${name}${inner.suffix}.`, depth + 1);
    }
  };
  walk(schema, '', 1);
  return rows;
}
