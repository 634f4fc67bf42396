// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dataGridStylesPlugin } from './data-grid-styles';

const MODULE = fileURLToPath(
  new URL('../../node_modules/@mui/x-data-grid/utils/css/context.mjs', import.meta.url),
);

type Transform = (code: string, id: string) => { code: string } | undefined;
const transform = dataGridStylesPlugin().transform as unknown as Transform;

describe("the DataGrid's CSS variables in the build", () => {
  it('go through GlobalStyles, not a style element with text, in the installed DataGrid', () => {
    const code = readFileSync(MODULE, 'utf8');
    expect(code).toContain('children: cssString');
    const out = transform(code, MODULE)!.code;
    expect(out).toContain("import __GridVariablesGlobalStyles from '@mui/material/GlobalStyles'");
    expect(out).toContain('_jsx(__GridVariablesGlobalStyles, { styles: cssString })');
    expect(out).not.toContain('children: cssString');
  });

  it('leaves other modules alone, and fails the build when the module changed shape', () => {
    expect(transform('export const a = 1;', '/x/node_modules/@mui/material/Button.js')).toBe(
      undefined,
    );
    expect(() => transform('export const changed = 1;', MODULE)).toThrow(/changed/);
  });
});
