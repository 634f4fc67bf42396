// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The boundary rules' messages for `code` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('boundaries/'))
    .map((message) => message.message);
}

describe('the layers of src/, as lint enforces them', { timeout: 60_000 }, () => {
  it('lets a feature use the API client, shared components and the session', async () => {
    const errors = await layerErrors(
      'src/features/broadcast/layer-fixture.ts',
      [
        "import { queryClient } from '@/api/query-client';",
        "import { PageFrame } from '@/components/page-frame';",
        "import { tokenAtom } from '@/session/session-atoms';",
        'export const used = [queryClient, PageFrame, tokenAtom];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses a feature that imports another feature', async () => {
    const errors = await layerErrors(
      'src/features/broadcast/layer-fixture.ts',
      "import { usersLoader } from '@/features/users/loader';\nexport const used = usersLoader;",
    );
    expect(errors).toEqual([expect.stringContaining('"feature"')]);
  });

  it('refuses the session reaching up into the API client', async () => {
    const errors = await layerErrors(
      'src/session/layer-fixture.ts',
      "import { queryClient } from '@/api/query-client';\nexport const used = queryClient;",
    );
    expect(errors).toEqual([expect.stringContaining('"session" to elements of type "api"')]);
  });

  it('refuses a shared component that imports a feature or the app', async () => {
    const errors = await layerErrors(
      'src/components/layer-fixture.ts',
      [
        "import { usersLoader } from '@/features/users/loader';",
        "import { router } from '@/app/router';",
        'export const used = [usersLoader, router];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
  });

  it('refuses src/ importing the build scripts or the benchmark', async () => {
    const errors = await layerErrors(
      'src/lib/layer-fixture.ts',
      "import { contentSecurityPolicy } from '../../scripts/vite/content-security-policy';\nexport const used = contentSecurityPolicy;",
    );
    expect(errors).toHaveLength(1);
  });
});
