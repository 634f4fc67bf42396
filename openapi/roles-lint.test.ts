// @vitest-environment node
// The contract's Spectral rules for roles (.spectral.yaml): an operation that names no roles, or
// drops its `security`, or names a role that is not a Role, fails the lint.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { binPath } from '../mocks/lib/processes.mjs';

const dir = mkdtempSync(join(tmpdir(), 'roles-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const contract = readFileSync('openapi/openapi.yaml', 'utf8');
/** The roles of the first programme write (createMission). */
const PROGRAMME_WRITE = '        - bearerAuth: [programme-manager, administrator]';

async function lint(text: string): Promise<string> {
  const file = join(dir, 'openapi.yaml');
  writeFileSync(file, text);
  const cli = binPath('@stoplight/spectral-cli', 'dist/index.js');
  const args = [cli, 'lint', '--ruleset', '.spectral.yaml', '--fail-severity', 'warn', file];
  return promisify(execFile)(process.execPath, args).then(
    () => 'no problems',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
}

it(
  'fails an operation that names no roles, has no security, or names an unknown role',
  { timeout: 120_000 },
  async () => {
    expect(contract).toContain(PROGRAMME_WRITE);
    const noRoles = contract.replace(PROGRAMME_WRITE, '        - bearerAuth: []');
    expect(await lint(noRoles)).toMatch(/operation-roles-are-roles/);
    const unknown = contract.replace(PROGRAMME_WRITE, '        - bearerAuth: [receptionist]');
    expect(await lint(unknown)).toMatch(/operation-roles-are-roles/);
    const none = contract.replace(`      security:\n${PROGRAMME_WRITE}\n`, '');
    expect(await lint(none)).toMatch(/operation-names-its-roles/);
  },
);
