// Fails when generated/ (the types, the roles) no longer matches the contract: run
// `npm run generate` and commit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binPath } from '../mocks/lib/processes.mjs';
import { loadContract } from './contract/lib/contract.mjs';
import { rolesModule } from './generate-roles.mjs';

const dir = mkdtempSync(join(tmpdir(), 'generated-'));
const fresh = join(dir, 'api.d.ts');
try {
  execFileSync(
    process.execPath,
    [binPath('openapi-typescript', 'bin/cli.js'), 'openapi/openapi.yaml', '-o', fresh],
    {
      stdio: 'pipe',
    },
  );
  if (readFileSync(fresh, 'utf8') !== readFileSync('generated/api.d.ts', 'utf8')) {
    console.error('generated/api.d.ts is stale: run `npm run generate` and commit the result.');
    process.exit(1);
  }
  if (
    rolesModule(loadContract('openapi/openapi.yaml')) !== readFileSync('generated/roles.ts', 'utf8')
  ) {
    console.error('generated/roles.ts is stale: run `npm run generate` and commit the result.');
    process.exit(1);
  }
  console.log('generated/api.d.ts and generated/roles.ts match openapi/openapi.yaml');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
