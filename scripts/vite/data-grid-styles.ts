import type { Plugin } from 'vite';

/** The DataGrid's module that writes the grid's CSS variables (its colours, fonts, spacing). */
const MODULE = /@mui[\\/]x-data-grid[\\/](esm[\\/])?utils[\\/]css[\\/]context\.m?js$/;
/** Its style element: the variables as text, which a policy without 'unsafe-inline' refuses. */
const STYLE_ELEMENT =
  /_jsx\("style", \{\s*href: `\/\$\{className\}`,\s*nonce: rootProps\.nonce,\s*children: cssString\s*\}\)/;

/**
 * The DataGrid writes its CSS variables as the text of a style element, which the built page's
 * policy (hashes, no nonce: content-security-policy.ts) would refuse. In the build they go through
 * emotion's `GlobalStyles` instead, as every other MUI style does (into an empty style element,
 * through the CSS object model). Fails the build when the DataGrid's module changed shape, so an
 * upgrade cannot quietly bring the refused element back (a module that moved is caught by the
 * browser tests, which fail on any policy violation).
 */
export function dataGridStylesPlugin(): Plugin {
  return {
    name: 'london-clinic:data-grid-styles',
    apply: 'build',
    transform(code, id) {
      if (!MODULE.test(id)) return undefined;
      if (!STYLE_ELEMENT.test(code)) {
        throw new Error(
          `${id}: the DataGrid's CSS variables element changed; see ${import.meta.url}`,
        );
      }
      const rewritten = code.replace(
        STYLE_ELEMENT,
        '_jsx(__GridVariablesGlobalStyles, { styles: cssString })',
      );
      return {
        code: `import __GridVariablesGlobalStyles from '@mui/material/GlobalStyles';\n${rewritten}`,
        map: null,
      };
    },
  };
}
