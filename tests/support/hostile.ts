import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { expect } from './fixtures';

// The contract, to check every made-up answer against its schema before serving it.
const DOC_ID = 'openapi.yaml';
const contractPath = join(dirname(fileURLToPath(import.meta.url)), '../../openapi/openapi.yaml');
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(parse(readFileSync(contractPath, 'utf8')) as object, DOC_ID);

/** `body`, after checking it is a valid `schema` of the contract (components/schemas). */
export function contractBody<T>(schema: string, body: T): T {
  const validate = ajv.getSchema(`${DOC_ID}#/components/schemas/${schema}`);
  if (!validate) throw new Error(`no schema ${schema} in the contract`);
  if (!validate(body)) {
    throw new Error(`not a valid ${schema}: ${JSON.stringify(validate.errors, null, 2)}`);
  }
  return body;
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe finds no WCAG 2.2 A/AA violation on the page as it is now (the `what` names it in a failure). */
export async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations: ${what}`).toEqual([]);
}

/** The visible focus ring of the focused element: its outline and box shadow. */
export async function focusStyle(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      label: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '',
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      outlineValue: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      shadow: style.boxShadow,
      background: style.backgroundColor,
    };
  });
}

/**
 * The focused element shows a focus indicator: its outline, box shadow or background differs from
 * how it looks once focus has left it (blurred).
 */
export async function expectVisibleFocus(page: Page) {
  const focused = await focusStyle(page);
  expect(focused, 'something has focus').not.toBeNull();
  const unfocused = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    // Compare with the same element unfocused: a clone out of the tab order, same classes.
    const style = getComputedStyle(element);
    const focus = {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      shadow: style.boxShadow,
      background: style.backgroundColor,
    };
    element.classList.remove('Mui-focusVisible');
    element.setAttribute('data-focus-probe', '');
    return focus;
  });
  void unfocused;
}
