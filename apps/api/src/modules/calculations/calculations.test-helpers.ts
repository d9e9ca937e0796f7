import { wirePerson } from '@app/contracts/calculation/wire-fixtures';
/**
 * A person_list entry in the wire format (docs/product/calculator.md#a-person-on-the-wire): hourly, full-time,
 * $20 billed at $30 for one week at one location, with a 1% WC rate unless told otherwise.
 */
export function hourlyPerson(
  stateId: number,
  cityId: number,
  over: { pay?: string; bill?: string; weeks?: string; wcRate?: string; job?: string } = {},
) {
  return wirePerson({
    job: over.job,
    pay: over.pay ?? '20',
    bill: over.bill ?? '30',
    weeks: over.weeks ?? '1',
    sites: [[String(stateId), String(cityId)]],
    wc: { nick_name: 'Warehouse', code: '8292', industry: 'Light Industrial', rate: over.wcRate ?? '1' },
  });
}
