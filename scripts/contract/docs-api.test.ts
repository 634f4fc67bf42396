// @vitest-environment node
// `npm run docs:api`: Redocly builds a self-contained HTML reference of the contract, each
// operation with its roles.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { OPERATION_ROLES } from '../../generated/roles.ts';
import { binPath } from '../../mocks/lib/processes.mjs';

const out = mkdtempSync(join(tmpdir(), 'contract-docs-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('builds one HTML file with every operation and no CDN script', { timeout: 30_000 }, async () => {
  const file = join(out, 'index.html');
  const args = ['build-docs', 'openapi/openapi.yaml', '--inlineBundle', '--output', file];
  await promisify(execFile)(process.execPath, [binPath('@redocly/cli', 'bin/cli.js'), ...args]);
  const html = readFileSync(file, 'utf8');
  expect(html).toContain('<title>London Clinic Admin API</title>');
  for (const summary of [
    'List members (paged, searchable)',
    'Send a broadcast message',
    'Sign in as an administrator',
  ]) {
    expect(html).toContain(summary);
  }
  expect(html).not.toMatch(/<script[^>]+src="https:\/\/cdn\.redocly/);
  // Every operation shows the roles its security names (scripts/redocly/roles-plugin.mjs).
  const operations = Object.entries(OPERATION_ROLES);
  expect(html.match(/\*\*Roles:\*\* /g)).toHaveLength(operations.length);
  for (const [id, roles] of operations) {
    const line =
      roles === 'public'
        ? '**Roles:** public (no token needed).'
        : `**Roles:** ${roles.map((role) => `\`${role}\``).join(', ')}.`;
    const described = new RegExp(`"operationId":"${id}"[^}]*?"description":"([^"]*)"`).exec(html);
    expect(described?.[1]?.startsWith(line), id).toBe(true);
  }
});
