import type { Dec } from '../decimal';
import type { Person } from '../types/person';

/** The same person billed at a fixed hourly rate (markup turned into its bill rate). */
export const withBillRate = (person: Person, billRate: Dec): Person => ({
  ...person,
  bill: { kind: 'bill_rate', billRate, overtimeMultiplier: person.bill.overtimeMultiplier },
});

/** The same person at another pay rate as entered (hourly, or salary per its period). */
export const withPayRate = (person: Person, rate: Dec): Person => ({
  ...person,
  pay: { ...person.pay, rate },
});
