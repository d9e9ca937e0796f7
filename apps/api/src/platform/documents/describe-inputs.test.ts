import { type PlainPerson, personFieldPaths, personSchema } from '@app/contracts/calculation';
import { describe, expect, it } from 'vitest';
import { describeInputs, INPUTS_NOT_DESCRIBED } from './describe-inputs';

/**
 * The documents' inputs table against the person's one schema: every field is either described or listed in
 * INPUTS_NOT_DESCRIBED, so a field added to the schema cannot be left out of the PDF and spreadsheet unnoticed.
 */
const names = { state: new Map([['48', 'Texas']]), city: new Map([['1', 'Dallas']]) };

/** The person behind a proxy that records every field describeInputs reads, as schema paths. */
function reading(person: PlainPerson, read: Set<string>) {
  const watch = (value: unknown, prefix: string): unknown => {
    if (!value || typeof value !== 'object') return value;
    return new Proxy(value as object, {
      get(target, key, receiver) {
        const inner = Reflect.get(target, key, receiver);
        if (typeof key !== 'string' || typeof inner === 'function') return inner;
        if (Array.isArray(target)) return /^\d+$/.test(key) ? watch(inner, prefix) : inner;
        const path = prefix ? `${prefix}.${key}` : key;
        read.add(path);
        return watch(inner, path);
      },
    });
  };
  return watch(person, '') as PlainPerson;
}

const base = {
  job_name: 'Picker',
  employees: 1,
  pay: { compensation_type: 'hourly', pay_rate: '20', exempt: true },
  bill: { compensation_type: 'bill_rate', bill_rate: '30', overtime: '1.5' },
  assignment: { have_start_end_date: 'no', schedule: 'shift', hours_per_shift: '12', shifts_per_week: '3' },
  locations: [
    {
      state_id: '48',
      city_id: '1',
      workers_comp: { nick_name: 'Warehouse', code: '8292', industry: 'x', rate: 1 },
    },
  ],
};
const persons = [
  { ...base, assignment: { ...base.assignment, estimated_length: '2', estimated_period: 'week' } },
  {
    ...base,
    pay: { compensation_type: 'salary', pay_rate: '60000', salary_type: 'monthly' },
    bill: { compensation_type: 'markup', markup: '40' },
    assignment: {
      have_start_end_date: 'yes',
      start_date: '2026-01-05',
      end_date: '2026-02-27',
      schedule: 'full-time',
    },
  },
  {
    ...base,
    assignment: {
      ...base.assignment,
      schedule: 'part-time',
      hours_per_week: '20',
      estimated_length: '1',
      estimated_period: 'month',
    },
  },
].map((p) => personSchema.parse(p));

describe('the documents describe the person’s inputs', () => {
  it('every field of the schema is described or listed as left to the figures', () => {
    const read = new Set<string>();
    for (const person of persons) describeInputs(reading(person, read), names);
    const listed = (path: string) =>
      INPUTS_NOT_DESCRIBED.some(
        (entry) => entry === path || (entry.endsWith('.*') && path.startsWith(entry.slice(0, -1))),
      );
    const leaves = personFieldPaths();
    expect(
      leaves.filter((path) => !read.has(path) && !listed(path)),
      'fields the documents neither describe nor list',
    ).toEqual([]);
    expect(
      leaves.filter((path) => read.has(path) && listed(path)),
      'fields listed as left out yet described',
    ).toEqual([]);
  });

  it('says the shift, the period and the work site in words', () => {
    const [first] = persons;
    expect(describeInputs(first!, names)).toMatchObject({
      pay: '$20.00 / h (exempt)',
      schedule: 'Shift: 12 h x 3 / week',
      period: '2 week(s)',
      locations: [{ state: 'Texas', city: 'Dallas', wcCode: 'Warehouse 8292', wcRate: 1 }],
    });
  });
});
