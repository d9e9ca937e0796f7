#!/usr/bin/env node
// One clock (docs/ARCHITECTURE.md#one-clock): a rule of the API's modules that depends on "now" reads the
// injected clock (`deps.clock.now()`, or a `now` handed down), so tests move time instead of sleeping and every
// rule of one request sees the same instant. This check, part of `npm run lint`, fails on the system clock read
// directly, `new Date()` without an argument or `Date.now`, in apps/api/src/modules outside tests and their
// helpers. Converting a value (`new Date(x)`) is fine.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const MODULES = join(ROOT, 'apps/api/src/modules');
const EXEMPT = /\.(test|test-helpers)\.ts$|\.d\.ts$/;
const SYSTEM_CLOCK = /new\s+Date\s*\(\s*\)|\bDate\.now\b/;

/** Every .ts file under `dir`. */
function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.ts') && !EXEMPT.test(entry.name)) yield path;
  }
}

const found = [];
for (const file of sources(MODULES)) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      // Comments may name what they avoid.
      const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      if (SYSTEM_CLOCK.test(code)) found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
    });
}
if (found.length) {
  console.error(
    `The system clock read in an API module; take the injected clock (deps.clock.now()) instead:\n${found.join('\n')}`,
  );
  process.exit(1);
}
