import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { dataDir, readCsv } from './read-data';

/**
 * The reference figures of one tax year, one versioned file per year (data/years/<year>.json), with the sources
 * they were taken from (docs/reference-data.md#one-file-per-year). A null or missing value means "not
 * published or not verified", never zero: the engine then uses the latest earlier year and says so.
 */
const amount = z.string().regex(/^\d{1,9}(\.\d{1,4})?$/, { error: 'a plain number such as 7000 or 6.2' });
const percent = amount.refine((v) => Number(v) <= 100, { error: 'a percentage from 0 to 100' });
const stateCode = z.string().regex(/^[A-Z]{2}$/, { error: 'a two-letter state code such as CA' });

export const referenceYearSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  about: z.string().max(2000),
  sources: z.array(z.string().min(1).max(2000)).max(50),
  federal: z
    .strictObject({
      social_security_rate: percent,
      social_security_wage_base: amount,
      medicare_rate: percent,
      futa_net_rate: percent,
      futa_wage_base: amount,
    })
    .nullable(),
  futa_credit_reductions: z.record(stateCode, percent),
  suta_wage_bases: z.record(stateCode, amount.nullable()),
  suta_notes: z.record(stateCode, z.string().max(2000)),
});
export type ReferenceYear = z.infer<typeof referenceYearSchema>;

export const yearsDir = (dir = dataDir) => path.join(dir, 'years');

/** Problems with one year file, as lines a person can act on; empty when it is sound. */
export function checkReferenceYear(file: string, stateCodes: ReadonlySet<string>): string[] {
  const name = path.basename(file);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    return [`${name}: not readable JSON (${(err as Error).message})`];
  }
  const parsed = referenceYearSchema.safeParse(json);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `${name}: ${i.path.join('.') || '(file)'}: ${i.message}`);
  }
  const year = parsed.data;
  const problems: string[] = [];
  if (`${year.year}.json` !== name)
    problems.push(`${name}: "year" is ${year.year}; the file must be ${year.year}.json`);
  for (const code of [...Object.keys(year.suta_wage_bases), ...Object.keys(year.suta_notes)]) {
    if (!stateCodes.has(code)) problems.push(`${name}: ${code} is not a state in states.csv`);
  }
  const hasFigures =
    year.federal !== null ||
    Object.keys(year.futa_credit_reductions).length > 0 ||
    Object.values(year.suta_wage_bases).some((v) => v !== null);
  if (hasFigures && year.sources.length === 0) problems.push(`${name}: figures without "sources"`);
  return problems;
}

/** The state codes of states.csv (50 states and DC). */
export const knownStateCodes = (): Set<string> => new Set(readCsv('states.csv').map((r) => r.code!));

/**
 * Every year file, checked, oldest first. A broken file stops the start-up with what is wrong: figures that
 * silently fell back to another year would be worse.
 */
export function readReferenceYears(dir = dataDir): ReferenceYear[] {
  const folder = yearsDir(dir);
  const files = fs
    .readdirSync(folder)
    .filter((f) => /^\d{4}\.json$/.test(f))
    .sort();
  const states = knownStateCodes();
  const problems = files.flatMap((f) => checkReferenceYear(path.join(folder, f), states));
  if (problems.length > 0) throw new Error(`Reference data:\n${problems.join('\n')}`);
  return files.map((f) =>
    referenceYearSchema.parse(JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8'))),
  );
}

/** A new year's file to fill in: every state listed with no value yet, nothing invented. */
export function scaffoldReferenceYear(year: number, stateCodes: Iterable<string>): ReferenceYear {
  return {
    year,
    about: `Fill in what is published for ${year}; leave null what is not (the latest earlier year is used and the calculation says so).`,
    sources: [],
    federal: null,
    futa_credit_reductions: {},
    suta_wage_bases: Object.fromEntries([...stateCodes].map((code) => [code, null])),
    suta_notes: {},
  };
}
