/**
 * Calculates one person at each of its locations from a JSON file and prints every figure as JSON:
 *   npm run -w packages/contracts calc -- FILE.json
 * The file holds {tax_year, person (person_list wire format, docs/product/calculator.md#a-person-on-the-wire),
 * location or locations, rates}; see examples/.
 * It lives in contracts, not in the engine: the engine imports nothing of ours (contracts imports the engine).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  calculate,
  stipend,
  sumResults,
  toResultFigures,
  toStipendFigures,
  toSummedFigures,
} from '@app/engine';
import { parseCalcFile } from '../calculation/calc-file';

function main(args: string[]): number {
  const file = args.find((arg) => arg !== '--');
  if (!file) {
    process.stderr.write('Usage: npm run -w packages/contracts calc -- FILE.json\n');
    return 2;
  }
  // npm runs workspace scripts in the package folder: a relative path is taken from where the user typed
  // the command, else from the package folder (so examples/hourly-ca.json works from both).
  const typedFrom = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const path = existsSync(typedFrom) ? typedFrom : resolve(process.cwd(), file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    process.stderr.write(`Cannot read ${path}: ${(error as Error).message}\n`);
    return 1;
  }
  const parsed = parseCalcFile(json);
  if (!parsed.ok) {
    process.stderr.write(`${JSON.stringify({ errors: parsed.errors }, null, 2)}\n`);
    return 1;
  }
  const { person, locations, rates, taxYear } = parsed.value;
  const results = locations.map((location) => calculate(person, location, rates));
  const output = {
    tax_year: taxYear,
    results: results.map((result, i) => ({
      ...toResultFigures(result),
      stipend: person.pay.stipend.enabled ? toStipendFigures(stipend(person, locations[i]!, rates)) : null,
    })),
    total: toSummedFigures(sumResults(results)),
  };
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
