import {
  assignmentWireSchema,
  benefitsWireSchema,
  billWireSchema,
  othercostWireSchema,
  payWireSchema,
  wcStateWireSchema,
} from '@app/contracts/calculation';
import type { z } from 'zod';
import { contentKey } from './live-results';
import { type PersonForm, SECTIONS, type Section } from './person-form';
import {
  hasOvertime,
  toAssignmentWire,
  toBenefitsWire,
  toBillWire,
  toLocationsWire,
  toOthercostWire,
  toPayWire,
} from './to-wire';
import { formPathOf } from './wire-names';

/** Field path inside the person ('pay.pay_rate') to its first message. */
export type SectionErrors = Record<string, string>;

function collect(schema: z.ZodType, value: unknown, prefix: string, out: SectionErrors) {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const key = formPathOf([prefix, ...issue.path.map(String)].join('.'));
    out[key] ??= issue.message;
  }
}

const blank = (v: unknown) => v === '' || v === null || v === undefined;

/**
 * The rules of one section (docs/product/calculator.md, one heading per tab): the contracts schema the API
 * applies, plus the few the wizard
 * adds on top (salary type, overtime unless exempt, the leave period selects, salary only full-time).
 */
export function validateSection(person: PersonForm, section: Section): SectionErrors {
  const out: SectionErrors = {};
  switch (section) {
    case 'pay':
      collect(payWireSchema, toPayWire(person), 'pay', out);
      if (person.pay.compensation_type === 'salary' && blank(person.pay.salary_type)) {
        out['pay.salary_type'] ??= 'Salary type is required';
      }
      break;
    case 'bill':
      collect(billWireSchema, toBillWire(person), 'bill', out);
      if (hasOvertime(person) && blank(person.bill.overtime)) out['bill.overtime'] ??= 'Overtime is required';
      if (hasOvertime(person) && blank(person.bill.double_time)) {
        out['bill.double_time'] ??= 'Double time is required';
      }
      break;
    case 'assignment':
      collect(assignmentWireSchema, toAssignmentWire(person), 'assignment', out);
      if (person.pay.compensation_type === 'salary' && person.assignment.schedule !== 'full-time') {
        out['assignment.schedule'] ??= 'Salary allows only a full-time schedule';
      }
      break;
    case 'benefits': {
      const b = person.benefits;
      collect(benefitsWireSchema, toBenefitsWire(person), 'benefits', out);
      if (b.holiday_pay && blank(b.holiday_type))
        out['benefits.holiday_type'] ??= 'Holiday period is required';
      if (b.paid_time && blank(b.pto_type)) out['benefits.pto_type'] ??= 'PTO period is required';
      break;
    }
    case 'othercost':
      collect(othercostWireSchema, toOthercostWire(person), 'othercost', out);
      break;
  }
  return out;
}

/** The Add Persons modal: job name, and a state, city and WC nickname for every pair. */
export function validateJob(job: { job_name: string; number_of_employees: unknown }, person: PersonForm) {
  const out: SectionErrors = {};
  if (!job.job_name.trim()) out.job_name = 'Job name is required';
  const n = Number(job.number_of_employees);
  if (blank(job.number_of_employees)) out.number_of_employees = 'Number of employees is required';
  else if (!Number.isInteger(n) || n < 1) out.number_of_employees = 'Number of employees must be at least 1';
  for (const [i, entry] of toLocationsWire(person).entries()) {
    collect(wcStateWireSchema, entry, `wc_states.${i}`, out);
  }
  if (person.wc_states.length === 0) out.wc_states = 'At least one state is required';
  return out;
}

/**
 * The five completion marks: a section is complete when its inputs are valid, however the user got there
 * (Continue, a tab, the persons panel), so the marks, Create and the live results always agree
 * (docs/product/calculator.md#job_detail).
 */
export function completion(person: PersonForm): Record<Section, boolean> {
  // Memoised by content: the persons panel asks for every person's marks on each keystroke.
  const key = contentKey(person);
  const hit = marksMemo.get(key);
  if (hit) return hit;
  const marks = {} as Record<Section, boolean>;
  for (const section of SECTIONS) {
    marks[section] = Object.keys(validateSection(person, section)).length === 0;
  }
  if (marksMemo.size >= 2000) marksMemo.clear();
  marksMemo.set(key, marks);
  return marks;
}

const marksMemo = new Map<string, Record<Section, boolean>>();

export const isComplete = (person: PersonForm) => Object.values(completion(person)).every(Boolean);
