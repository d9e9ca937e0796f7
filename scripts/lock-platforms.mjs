#!/usr/bin/env node
// Records every platform's optional binary package in package-lock.json, so `npm ci` accepts the lock on any
// machine. npm writes only the binaries its registry served when the lock was made; when a registry lacks
// another platform's build (biome, oxc-parser), `npm ci` finds the optional dependency missing and refuses the
// lock. Run after `npm install` whenever such a package changes: `node scripts/lock-platforms.mjs`.
// `--check` only reports (exit 1) what is missing.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

/** The os, cpu and libc a binary package targets, read from its name (e.g. cli-linux-x64-musl). */
function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = OS.find((o) => tokens.includes(o));
  const cpu = CPU.find((c) => tokens.includes(c));
  if (!os || !cpu) return undefined;
  const platform = { cpu: [cpu], os: [os] };
  if (tokens.some((t) => t.startsWith('musl'))) platform.libc = ['musl'];
  else if (tokens.includes('gnu')) platform.libc = ['glibc'];
  return platform;
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const entries = lock.packages;
const check = process.argv.includes('--check');
const missing = [];

for (const [path, entry] of Object.entries(entries)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    if (entries[nested] || entries[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) throw new Error(`${name}: no platform in its name; add its lock entry by hand`);
    const sibling = Object.entries(entries).find(
      ([p, e]) => p.startsWith(`node_modules/${name.split('/')[0]}/`) && e.optional && e.version === version,
    )?.[1];
    missing.push(name);
    // Fields in the order npm writes them, so a later `npm install` leaves the entry as it is.
    entries[`node_modules/${name}`] = {
      version,
      cpu: platform.cpu,
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
      ...(sibling?.license ? { license: sibling.license } : {}),
      optional: true,
      os: platform.os,
      ...(sibling?.engines ? { engines: sibling.engines } : {}),
    };
  }
}

if (check) {
  for (const name of missing) console.error(`missing from package-lock.json: ${name}`);
  process.exit(missing.length ? 1 : 0);
}
if (missing.length) {
  lock.packages = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b, 'en')));
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(missing.length ? `recorded ${missing.join(', ')}` : 'package-lock.json records every platform');
