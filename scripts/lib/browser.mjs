import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { binPath } from './processes.mjs';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium the browser tests use: CHROMIUM_PATH, then Playwright's own, then the system's. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, playwrightChromium(), ...SYSTEM_CHROMIUM];
  return candidates.find((path) => path && existsSync(path));
}

function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Finds a Chromium, installing one where none exists; returns its path. */
export function ensureChromium(log = console.log) {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    log("No Chromium found: installing Debian's chromium with apt-get (about a minute).");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    log("No Chromium found: installing Playwright's Chromium.");
    execFileSync(process.execPath, [binPath('@playwright/test', 'cli.js'), 'install', 'chromium'], {
      stdio: 'inherit',
    });
  }
  const installed = findChromium();
  if (!installed)
    throw new Error('Could not install Chromium; set CHROMIUM_PATH to a Chromium binary.');
  return installed;
}
