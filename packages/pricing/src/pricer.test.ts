import { toPerson } from '@app/contracts/calculation';
import { stipend, toStipendFigures } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { priceEach } from './each';
import { MissingLocationError } from './errors';
import { createPricer } from './pricer';
import { priceList } from './stored';
import { sumPersons } from './sum';
import { snapshot, wirePerson } from './testing/fixtures';

describe('the pricer', () => {
  it('hands the engine one location object per site and WC code, each with its own WC code', () => {
    const pricer = createPricer(snapshot());
    const [a, b, c] = [
      wirePerson(),
      wirePerson({ job: 'Other' }),
      wirePerson({ wcRate: '3', wcCode: '7228' }),
    ]
      .map(toPerson)
      .map((p) => p.locations[0]!);
    expect(pricer.rates(a!)).toBe(pricer.rates(b!));
    expect(pricer.rates(c!)).not.toBe(pricer.rates(a!));
    expect(pricer.rates(c!)?.workersComp.ratePercent).toBe('3');
    expect(pricer.rates(a!)?.workersComp.ratePercent).toBe('1');
    expect(pricer.rates(a!)).not.toHaveProperty('sutaRateMissing');
  });

  it('says which location the snapshot lacks', () => {
    const pricer = createPricer(snapshot());
    const person = toPerson(
      wirePerson({
        states: [
          ['48', '1'],
          ['36', '7'],
        ],
      }),
    );
    expect(pricer.rates(person.locations[1]!)).toBeNull();
    expect(() => pricer.price(person, 0)).toThrow(MissingLocationError);
    expect(() => pricer.price(person, 0)).toThrow('The snapshot misses location 36:7');
  });

  it('re-prices only an edited person and re-sums to the figures of pricing everyone again', () => {
    const pricer = createPricer(snapshot());
    const list = [wirePerson(), wirePerson({ job: 'Lead', pay: '25' }), wirePerson({ job: 'Driver' })];
    const priced = list.map((wire, i) => pricer.price(toPerson(wire), i));
    const edited = wirePerson({ job: 'Driver', pay: '22', states: [['6', '2']] });
    const after = priced.map((p, i) => (i === 2 ? pricer.price(toPerson(edited), 2) : p));
    const fresh = [list[0]!, list[1]!, edited];
    expect(sumPersons(after)).toEqual(priceList(fresh, snapshot()).summary);
    expect(after[0]).toBe(priced[0]);
    // The driver, now in Los Angeles, still bills 40 h x $30: three persons at 1,200.
    expect(sumPersons(after)?.total_assignment_calculation.total_revenue).toBe(3600);
    expect(sumPersons([])).toBeNull();
  });

  it('prices identical entries once for the detail page and shares them', () => {
    const list = [wirePerson(), wirePerson({ job: 'Lead' }), wirePerson()];
    const each = priceEach(list, snapshot());
    expect(each[2]).toBe(each[0]);
    expect(sumPersons(each)).toEqual(priceList(list, snapshot()).summary);
  });

  it('gives the stipend figures of each location as the engine does', () => {
    const pricer = createPricer(snapshot());
    const person = toPerson(
      wirePerson({
        states: [
          ['48', '1'],
          ['6', '2'],
        ],
      }),
    );
    const expected = toStipendFigures(stipend(person, pricer.rates(person.locations[1]!)!, snapshot().rates));
    expect(pricer.stipend(person, 1)).toEqual(expected);
  });
});
