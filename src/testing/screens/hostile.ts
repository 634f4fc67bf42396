// Hostile strings, answers made of them (checked against the contract before they are served),
// and what must hold once the app shows them: text only, nothing run, the layout intact.
import { expect } from 'vitest';
import type { Locator } from 'vitest/browser';
import { answer } from '../network';
import { contractBody } from './contract-body';

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

/** Answers the operation (by operationId) with `body`, checked against the contract's `schema`. */
export function serveHostile(operationId: string, schema: string, body: unknown) {
  answer(operationId, contractBody(schema, body));
}

/**
 * The exact text (zero-width characters included) shows inside `locator`, as text. Laying out
 * 10,000-character strings with nothing to wrap at is slow by design (the member profile's first
 * render with them is a frame of most of a second), so this waits longer than other checks.
 */
export async function expectExactText(locator: Locator, text: string) {
  await expect
    .poll(() => locator.elements().some((element) => element.textContent?.includes(text)), {
      timeout: 45_000,
    })
    .toBe(true);
}

/** Nothing the server sent ran or became markup. */
export function expectNothingRan() {
  expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  expect(document.querySelectorAll('img[src="x"], svg[onload], [onerror]')).toHaveLength(0);
  expect(
    [...document.querySelectorAll('script')].filter((script) =>
      script.textContent?.includes('__pwned'),
    ),
  ).toHaveLength(0);
}

/** The page does not scroll sideways: nothing is wider than the viewport. */
export function expectNoHorizontalOverflow() {
  const { scrollWidth, clientWidth } = document.documentElement;
  expect(scrollWidth, 'page width beyond the viewport').toBeLessThanOrEqual(clientWidth);
}

/** `control` is visible and its box lies inside the viewport's width. */
export async function expectInsideViewport(control: Locator) {
  await expect.element(control).toBeVisible();
  const box = control.element().getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  expect(box.x, 'control starts inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'control ends inside the viewport').toBeLessThanOrEqual(width + 0.5);
}
