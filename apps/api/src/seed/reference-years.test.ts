import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FEDERAL_CONSTANTS, FUTA_CREDIT_REDUCTIONS } from '@app/engine';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkReferenceYear,
  knownStateCodes,
  readReferenceYears,
  scaffoldReferenceYear,
} from './reference-years';

const states = knownStateCodes();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-years-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const write = (name: string, data: unknown) => {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
};

describe('the reference year files (docs/reference-data.md#one-file-per-year)', () => {
  const years = readReferenceYears();

  it('are sound, each with its sources', () => {
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) expect(year.sources.length, String(year.year)).toBeGreaterThan(0);
  });

  it("agree with the engine's built-in federal constants and credit reductions where both have a year", () => {
    for (const year of years) {
      const engine = FEDERAL_CONSTANTS[year.year];
      if (engine && year.federal) {
        expect(year.federal, String(year.year)).toEqual({
          social_security_rate: engine.socialSecurityRate,
          social_security_wage_base: engine.socialSecurityWageBase,
          medicare_rate: engine.medicareRate,
          futa_net_rate: engine.futaNetRate,
          futa_wage_base: engine.futaWageBase,
        });
      }
      for (const [state, byYear] of Object.entries(FUTA_CREDIT_REDUCTIONS)) {
        const value = byYear[year.year];
        if (value !== undefined)
          expect(year.futa_credit_reductions[state], `${state} ${year.year}`).toBe(value);
      }
    }
  });

  it('a scaffolded year has every state and no figure, and is accepted as it is', () => {
    const scaffold = scaffoldReferenceYear(2099, states);
    expect(Object.keys(scaffold.suta_wage_bases)).toHaveLength(states.size);
    expect(Object.values(scaffold.suta_wage_bases).every((v) => v === null)).toBe(true);
    expect(scaffold.federal).toBeNull();
    expect(checkReferenceYear(write('2099.json', scaffold), states)).toEqual([]);
  });

  it('refuses a file named after another year, an unknown state, figures without sources and bad numbers', () => {
    const good = scaffoldReferenceYear(2099, states);
    expect(checkReferenceYear(write('2098.json', good), states)).toEqual([
      '2098.json: "year" is 2099; the file must be 2099.json',
    ]);
    const bad = { ...good, suta_wage_bases: { ...good.suta_wage_bases, TX: '10000', ZZ: null } };
    expect(checkReferenceYear(write('2099.json', bad), states)).toEqual([
      '2099.json: ZZ is not a state in states.csv',
      '2099.json: figures without "sources"',
    ]);
    const negative = { ...good, sources: ['x'], suta_wage_bases: { TX: '-5' } };
    expect(checkReferenceYear(write('2099.json', negative), states)).toEqual([
      '2099.json: suta_wage_bases.TX: a plain number such as 7000 or 6.2',
    ]);
    fs.writeFileSync(path.join(tmp, '2097.json'), '{ not json');
    expect(checkReferenceYear(path.join(tmp, '2097.json'), states)[0]).toMatch(
      /^2097\.json: not readable JSON/,
    );
  });
});
