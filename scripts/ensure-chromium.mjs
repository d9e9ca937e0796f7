#!/usr/bin/env node
// Runs before the end-to-end journeys: they drive a system Chromium (Playwright downloads no browser).
// Installs Debian's package when it can (root with apt-get); otherwise stops with one line saying what to do.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const configured = process.env.CHROMIUM_PATH;
const binary = configured || '/usr/bin/chromium';

const runnable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const stop = (line) => {
  console.error(line);
  process.exit(1);
};

if (runnable(binary)) process.exit(0);
if (configured)
  stop(`CHROMIUM_PATH=${configured} is not an executable file: point it at a Chromium or Chrome binary.`);

const canApt = process.platform === 'linux' && process.getuid?.() === 0 && runnable('/usr/bin/apt-get');
if (canApt) {
  console.log('Installing Chromium for the end-to-end tests (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  } catch {
    stop(
      'apt-get could not install chromium: install it by hand (apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  if (runnable(binary)) process.exit(0);
}
stop(
  `End-to-end tests need Chromium at ${binary}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
);
