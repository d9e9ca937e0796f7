/**
 * `npm run reference:add-year -- <year>` (docs/reference-data.md#adding-a-year). Without a file for the year,
 * writes data/years/<year>.json with every figure empty (null: not published), to fill in from the sources.
 * With the file, checks it and seeds it into the database of DATABASE_URL or DATA_DIR (the server also
 * mirrors the year files at every start). Saved calculations keep their figures until they are recalculated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { seed } from './index';
import {
  checkReferenceYear,
  knownStateCodes,
  referenceYearSchema,
  scaffoldReferenceYear,
  yearsDir,
} from './reference-years';

const arg = process.argv[2] ?? '';
const year = Number(arg);
if (!/^\d{4}$/.test(arg) || year < 2000 || year > 2100) {
  console.error('usage: npm run reference:add-year -- <year from 2000 to 2100>');
  process.exit(1);
}
const file = path.join(yearsDir(), `${year}.json`);
const relative = path.relative(process.cwd(), file);
const states = knownStateCodes();

if (!fs.existsSync(file)) {
  fs.writeFileSync(file, `${JSON.stringify(scaffoldReferenceYear(year, states), null, 2)}\n`);
  console.log(`reference:add-year: wrote ${relative} with every figure empty (null).`);
  console.log('Fill in what is published, with its source in "sources", then run the same command again.');
  process.exit(0);
}

const problems = checkReferenceYear(file, states);
if (problems.length > 0) {
  console.error(`reference:add-year: ${relative} is not ready:\n${problems.join('\n')}`);
  process.exit(1);
}
const data = referenceYearSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
const bases = Object.values(data.suta_wage_bases).filter((v) => v !== null).length;
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR, 'db') });
try {
  await database.migrate();
  await seed(database.db, { demo: false });
  console.log(
    `reference:add-year: ${year} seeded (database: ${database.kind}): federal figures ${data.federal ? 'yes' : 'no (the latest earlier year is used)'}, ` +
      `${bases} of ${states.size} SUTA wage bases, ${Object.keys(data.futa_credit_reductions).length} FUTA credit reductions.`,
  );
  console.log('Saved calculations keep the figures they were priced with until they are recalculated.');
} finally {
  await database.close();
}
