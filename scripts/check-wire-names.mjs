#!/usr/bin/env node
// Keeps the specification's misspelt wire names (benifits, shadule, exampt, stepend, assigment, accural) in the
// wire layer (docs/ARCHITECTURE.md#wire-names): packages/contracts and the few files below that map the wire to
// plain names. Anywhere else in apps/web/src and apps/api/src, code says WIRE_NAMES.benefits
// (packages/contracts/src/wire-names.ts) or a plain name, and this check (run by `npm run lint`) fails.
// Tests and JSON fixtures are wire samples (request bodies, stored calculations) and are not checked.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const SCANNED = ['apps/web/src', 'apps/api/src'];
const MISSPELLING = /benifit|shadule|exampt|stepend|assigment|accural/i;

/** The files that map wire and plain names, each with what it maps. */
const WIRE_FILES = {
  'apps/web/src/features/calculator/model/to-wire.ts': 'the calculator form -> the wire',
  'apps/web/src/features/calculator/model/from-wire.ts': 'a saved calculation -> the calculator form',
  'apps/api/src/modules/calculation-settings/spto.service.ts': 'SPTO database columns <-> the wire',
  'apps/api/src/seed/demo-data.ts': 'the demo calculations, stored in the wire format',
};

const isChecked = (path) => /\.(ts|tsx|mts|mjs|js)$/.test(path) && !/\.test\.tsx?$/.test(path);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (isChecked(path)) yield path;
  }
}

const found = [];
for (const top of SCANNED) {
  for (const path of files(join(ROOT, top))) {
    const name = relative(ROOT, path);
    if (name in WIRE_FILES) continue;
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const hit = MISSPELLING.exec(line);
        if (hit) found.push(`${name}:${i + 1}: "${hit[0]}" (a wire name: use WIRE_NAMES or a plain name)`);
      });
  }
}
for (const name of Object.keys(WIRE_FILES)) {
  try {
    readFileSync(join(ROOT, name));
  } catch {
    found.push(`${name}: listed as a wire file in scripts/check-wire-names.mjs but missing`);
  }
}
if (found.length > 0) {
  console.error(
    `Wire misspellings outside the wire layer (docs/ARCHITECTURE.md#wire-names):\n${found.join('\n')}`,
  );
  process.exit(1);
}
