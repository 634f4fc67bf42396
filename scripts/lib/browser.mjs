import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { binPath } from '../../mocks/lib/processes.mjs';

/** The flags every run of Chromium here uses (tests and benchmark): no sandbox, GPU or background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

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

/** The installers usable on this machine, best first: apt needs root, Playwright's download needs the network. */
function installers(log) {
  const viaApt = {
    name: "Debian's chromium (apt-get)",
    install() {
      log("Installing Debian's chromium with apt-get (about a minute).");
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    },
  };
  const viaPlaywright = {
    name: "Playwright's Chromium (download)",
    install() {
      log("Installing Playwright's Chromium.");
      const cli = binPath('@playwright/test', 'cli.js');
      execFileSync(process.execPath, [cli, 'install', 'chromium'], { stdio: 'inherit' });
    },
  };
  const canUseApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  return canUseApt ? [viaApt, viaPlaywright] : [viaPlaywright];
}

/**
 * Finds a Chromium, installing one where none exists; returns its path.
 * Tries each installer in turn; throws, naming why each failed, when none gives a Chromium.
 */
export function ensureChromium(log = console.log) {
  const found = findChromium();
  if (found) return found;
  log('No Chromium found.');
  const failures = [];
  for (const installer of installers(log)) {
    try {
      installer.install();
    } catch (error) {
      const reason = `${installer.name}: ${String(error?.message ?? error).split('\n')[0]}`;
      log(`Installing failed: ${reason}`);
      failures.push(reason);
      continue;
    }
    const installed = findChromium();
    if (installed) return installed;
    failures.push(`${installer.name}: installed, but no Chromium binary was found`);
  }
  throw new Error(
    `Could not install Chromium (${failures.join('; ')}). Set CHROMIUM_PATH to a Chromium binary.`,
  );
}

/**
 * For a page's init script: the browser asks to save data (`navigator.connection.saveData`, as on
 * a metered connection), so the app fetches nothing ahead and a screen loads only what it shows.
 */
export function askToSaveData() {
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({ saveData: true }),
  });
}
