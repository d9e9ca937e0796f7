// Prints the Learning Center's state overtime rules and example as JSON; vite.config.ts runs it at build time.
// The rules are the reference data the API seeds (one row per state), so the page shows the product's table.
import fs from 'node:fs';
import path from 'node:path';
import { computeOvertimeExample, parseStateRules } from '../src/features/learning-center/overtime-example';

const data = path.join(import.meta.dirname, '../../api/src/seed/data');
const rules = parseStateRules(
  fs.readFileSync(path.join(data, 'overtime_rules.csv'), 'utf8'),
  fs.readFileSync(path.join(data, 'states.csv'), 'utf8'),
);
process.stdout.write(JSON.stringify(computeOvertimeExample(rules)));
