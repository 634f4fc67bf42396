// The floor: the same screens' first views on the product's stack with nothing of the app (bench/floor/).
// Built and measured beside the app, so a budget the stack alone cannot meet shows as such.
import { createServer } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { binPath } from '../../scripts/lib/processes.mjs';
import { ROOT, runToEnd } from './servers.mjs';
import { compressedSizes } from './screen-loads.mjs';
import { contractExample } from './data.mjs';

/** The floor pages, and the app's screens each one is the floor of. */
export const FLOOR_PAGES = [
  { id: 'floor-sign-in', name: 'Floor: a form', path: '/sign-in.html', of: ['signin'] },
  {
    id: 'floor-profile',
    name: 'Floor: the member profile with its member',
    path: '/profile.html',
    of: ['profile'],
  },
  { id: 'floor-grid', name: 'Floor: a DataGrid', path: '/grid.html', of: ['users', 'broadcast'] },
];

/** The member the profile's floor asks for: the contract's example answer to getMember. */
const FLOOR_MEMBER = JSON.stringify(contractExample('get', '/api/user/{id}', 'memberByPhone'));

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * `vite build` of each floor page of bench/floor/ into `outDir`, each in a build of its own (as the
 * app is), so that no page's code is split into chunks shared with the others.
 */
export async function buildFloor(outDir) {
  rmSync(join(ROOT, outDir), { recursive: true, force: true });
  for (const page of FLOOR_PAGES)
    await runToEnd(
      binPath('vite', 'bin/vite.js'),
      ['build', '--config', 'bench/floor/vite.config.ts', '--outDir', join(ROOT, outDir)],
      { FLOOR_PAGE: basename(page.path, '.html') },
    );
}

/** Serves the built pages; any other address answers an empty page (Lighthouse's set-up visits one). */
export function serveFloor(port, outDir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://floor').pathname;
    if (path === '/api/member') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(FLOOR_MEMBER);
      return;
    }
    try {
      const body = readFileSync(join(ROOT, outDir, path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Floor</title>');
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The JavaScript each floor page loads: its entry and the chunks the built page links. */
export function floorSizes(outDir) {
  return FLOOR_PAGES.map((page) => {
    const html = readFileSync(join(ROOT, outDir, page.path), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const sizes = scripts.map((script) => compressedSizes(join(ROOT, outDir), script));
    const sum = (key) => sizes.reduce((total, size) => total + size[key], 0);
    return { ...page, files: scripts.length, gzip: sum('gzip'), brotli: sum('brotli') };
  });
}
