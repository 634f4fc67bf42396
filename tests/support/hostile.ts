import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { expect } from './fixtures';

/** Markup that would run if the app ever put a server string into the page as HTML. */
export const PAYLOADS = {
  img: '<img src=x onerror="window.__pwned=1">',
  script: '<script>window.__pwned=1</script>',
  svg: '"><svg onload="window.__pwned=1">',
} as const;
/** Right-to-left override: what follows shows reversed. */
export const RLO = '\u202E';
export const ZWSP = '\u200B';
export const ZWJ = '\u200D';
/** A family of four and a rainbow flag: emoji joined with zero-width joiners. */
export const EMOJI = '👩‍👩‍👧‍👦🏳️‍🌈';

/**
 * A hostile string: a label to find it by, every markup payload, a right-to-left override,
 * zero-width characters and emoji, then padding up to `length` characters without a space
 * (the hardest case for a layout: nothing to wrap at).
 */
export function hostile(label: string, length = 0): string {
  const core = `${label} ${PAYLOADS.img} ${PAYLOADS.script} ${PAYLOADS.svg} ${RLO}${label}-rtl${ZWSP}${ZWJ} ${EMOJI}`;
  return length > core.length ? core + ' ' + 'W'.repeat(length - core.length - 1) : core;
}

/** A short hostile string (a member's full name is at most 100 characters in the contract). */
export function shortHostile(label: string): string {
  return `${label} ${PAYLOADS.img} ${RLO}${label}${ZWSP}${ZWJ}${EMOJI}`;
}

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

/** Serves `body` (checked against the contract's `schema`) to the GET calls matching `url`. */
export async function serveHostile(
  page: Page,
  url: string | RegExp,
  schema: string,
  body: unknown,
) {
  const checked = contractBody(schema, body);
  await page.route(url, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: checked }) : route.fallback(),
  );
}

/**
 * The exact text (zero-width characters included) shows inside `locator`, as text. Laying out
 * 10,000-character strings with nothing to wrap at is slow by design: the member profile's first
 * render with them is a 730 ms frame on a quiet machine (500 ms of it layout), and on a loaded CI
 * machine (two browsers on two cores) the page did not answer for over 9 s, past the 15 s the
 * other checks wait.
 */
export async function expectExactText(locator: Locator, text: string) {
  await expect
    .poll(async () => (await locator.allTextContents()).some((content) => content.includes(text)), {
      timeout: 45_000,
    })
    .toBe(true);
}

/** Nothing the server sent ran or became markup. */
export async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], [onerror]').count()).toBe(0);
  expect(
    await page
      .locator('script')
      .evaluateAll((scripts) =>
        scripts.filter((script) => script.textContent?.includes('__pwned')),
      ),
  ).toHaveLength(0);
}

/** The page does not scroll sideways: nothing is wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width beyond the viewport').toBeLessThanOrEqual(clientWidth);
}

/** `control` is visible and its box lies inside the viewport's width. */
export async function expectInsideViewport(control: Locator) {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  const width = await control.page().evaluate(() => document.documentElement.clientWidth);
  expect(box, 'control has a box').not.toBeNull();
  expect(box!.x, 'control starts inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'control ends inside the viewport').toBeLessThanOrEqual(width + 0.5);
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
