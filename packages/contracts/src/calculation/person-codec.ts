import { z } from 'zod';
import { locationSchema, type PlainPerson, type PlainPersonInput, personSchema } from './person';
import { assignmentSchema } from './person-assignment';
import { benefitsSchema } from './person-benefits';
import { otherCostsSchema } from './person-other-costs';
import { billSchema, paySchema } from './person-pay';

/**
 * The one codec between the person in plain names (person.ts) and the calculator's wire format, person_list,
 * which keeps the specification's historic spellings (docs/product/README.md#glossary-of-wire-field-names).
 * Only the /api edge uses it: the app's routes decode their bodies and field paths here, and a stored person
 * list (kept in the wire format, docs/decisions/0013-one-person-schema.md) is decoded when read.
 */
interface Names {
  /** The wire's name of each field whose plain name differs. */
  readonly names: Readonly<Record<string, string>>;
  /** The objects inside, by plain name (a list's entries share its node). */
  readonly inner?: Readonly<Record<string, Names>>;
}

const PAY = { names: { stipend: 'stepend', exempt: 'exampt' } } as const;
const ASSIGNMENT = {
  names: {
    schedule: 'shadule',
    hours_per_shift: 'work_shadule',
    shifts_per_week: 'shift_per_week',
    estimated_length: 'estimated_assigment_length',
    estimated_period: 'estimated_assigment_period',
  },
} as const;
const OTHER_COSTS = { names: { payment_terms_days: 'number_of_days', costs: 'costTypes_and_ids' } } as const;
const LOCATION = { names: { workers_comp: 'wc_settings' } } as const;
const SAME = { names: {} } as const;
const PERSON = {
  names: {
    employees: 'number_of_employees',
    benefits: 'benifits',
    other_costs: 'othercost',
    locations: 'wc_states',
  },
  inner: {
    pay: PAY,
    bill: SAME,
    assignment: ASSIGNMENT,
    benefits: SAME,
    other_costs: OTHER_COSTS,
    locations: LOCATION,
  },
} as const;

/** The same node read the other way: plain names by wire name. */
function reversed(node: Names): Names {
  const inner = Object.entries(node.inner ?? {}).map(([plain, child]) => [
    node.names[plain] ?? plain,
    reversed(child),
  ]);
  return {
    names: Object.fromEntries(Object.entries(node.names).map(([plain, wire]) => [wire, plain])),
    inner: Object.fromEntries(inner),
  };
}
const PERSON_FROM_WIRE = reversed(PERSON);

/**
 * Renames the keys of `value` by `node`, keeping their order (so a stored list read and written again is the
 * same bytes). A key that is a name of the other side only is dropped: the schema would have ignored it.
 */
function rename(value: unknown, node: Names): unknown {
  if (Array.isArray(value)) return value.map((entry) => rename(entry, node));
  if (!value || typeof value !== 'object') return value;
  const otherSide = new Set(Object.values(node.names));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (otherSide.has(key) && !(key in node.names)) continue;
    const child = node.inner?.[key];
    out[node.names[key] ?? key] = child ? rename(v, child) : v;
  }
  return out;
}

/** A field path inside a person renamed by `node`; list indices keep the list's node. */
function renamePath(path: readonly PropertyKey[], start: Names): PropertyKey[] {
  let node: Names | undefined = start;
  return path.map((part) => {
    if (typeof part !== 'string' || !node || /^\d+$/.test(part)) return part;
    const out = node.names[part] ?? part;
    node = node.inner?.[part];
    return out;
  });
}

/** Plain names -> wire names, applied to a plain object; `Inner` holds the objects inside, by plain name. */
type Renamed<T, N> = T extends readonly (infer E)[]
  ? Renamed<E, N>[]
  : T extends object
    ? {
        [K in keyof T as K extends keyof NamesOf<N> ? NamesOf<N>[K] & string : K]: K extends keyof InnerOf<N>
          ? Renamed<T[K], InnerOf<N>[K]>
          : T[K];
      }
    : T;
type NamesOf<N> = N extends { names: infer M } ? M : never;
type InnerOf<N> = N extends { inner: infer I } ? I : Record<never, never>;

/** A validated person in the wire format: as stored in calculations.person_list and answered by /api. */
export type PersonWire = Renamed<PlainPerson, typeof PERSON>;
/** A person_list entry as the app's routes accept it. */
export type PersonWireInput = Renamed<PlainPersonInput, typeof PERSON>;

export const personToWire = (person: PlainPerson): PersonWire => rename(person, PERSON) as PersonWire;
/** A person in the wire format in plain names (unchecked: a stored person was validated when saved). */
export const personFromWire = (person: PersonWire | PersonWireInput): PlainPerson =>
  rename(person, PERSON_FROM_WIRE) as PlainPerson;

/**
 * A stored calculation's persons (calculations.person_list, kept in the wire format the app's routes answer byte
 * for byte) in plain names: every reader decodes them here (docs/decisions/0013-one-person-schema.md).
 */
export const personListFromWire = (personList: unknown): PlainPerson[] =>
  (Array.isArray(personList) ? (personList as PersonWire[]) : []).map(personFromWire);

/** 'persons.0.locations.1.city_id' (a service's field path) -> 'person_list.0.wc_states.1.city_id'. */
export function wireFieldPath(path: string): string {
  const [head, index, ...rest] = path.split('.');
  if (head !== 'persons') return path;
  return index === undefined ? 'person_list' : ['person_list', index, ...renamePath(rest, PERSON)].join('.');
}
/** 'person_list.0.benifits.bonus_pay' -> 'persons.0.benefits.bonus_pay'. */
export function plainFieldPath(path: string): string {
  const [head, index, ...rest] = path.split('.');
  if (head !== 'person_list') return path;
  return index === undefined
    ? 'persons'
    : ['persons', index, ...renamePath(rest, PERSON_FROM_WIRE)].join('.');
}

/**
 * A schema that reads the wire format: the value is decoded to plain names, checked by `schema` (its bounds and
 * messages, written once), and each issue's path is said in the wire's names.
 */
function throughWire<S extends z.ZodType, W>(schema: S, node: Names) {
  const fromWire = reversed(node);
  const wire = z.unknown().transform((value, ctx): z.output<S> => {
    const parsed = schema.safeParse(rename(value, fromWire));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: renamePath(issue.path, node) });
    }
    return z.NEVER;
  });
  // Typed by the wire's side for the callers that send it (z.unknown accepts anything: the schema decides).
  return wire as unknown as z.ZodType<z.output<S>, W>;
}

/** One person_list entry in the wire format, validated by personSchema; its output is in plain names. */
export const personWireSchema = throughWire<typeof personSchema, PersonWireInput>(personSchema, PERSON);
export const personListWireSchema = z.array(personWireSchema, {
  error: 'person_list must be a list of persons',
});

type WireOf<S extends z.ZodType, N> = Renamed<z.input<S>, N>;
/** The sections of a person_list entry, for a form that checks one tab at a time. */
export const payWireSchema = throughWire<typeof paySchema, WireOf<typeof paySchema, typeof PAY>>(
  paySchema,
  PAY,
);
export const billWireSchema = throughWire<typeof billSchema, z.input<typeof billSchema>>(billSchema, SAME);
export const assignmentWireSchema = throughWire<
  typeof assignmentSchema,
  WireOf<typeof assignmentSchema, typeof ASSIGNMENT>
>(assignmentSchema, ASSIGNMENT);
export const benefitsWireSchema = throughWire<typeof benefitsSchema, z.input<typeof benefitsSchema>>(
  benefitsSchema,
  SAME,
);
export const othercostWireSchema = throughWire<
  typeof otherCostsSchema,
  WireOf<typeof otherCostsSchema, typeof OTHER_COSTS>
>(otherCostsSchema, OTHER_COSTS);
export const wcStateWireSchema = throughWire<
  typeof locationSchema,
  WireOf<typeof locationSchema, typeof LOCATION>
>(locationSchema, LOCATION);

/** Every plain field name the codec renames, by object (the drift test checks each has a wire name). */
export const WIRE_NAMES_BY_OBJECT = {
  person: PERSON.names,
  pay: PAY.names,
  assignment: ASSIGNMENT.names,
  other_costs: OTHER_COSTS.names,
  location: LOCATION.names,
} as const;
