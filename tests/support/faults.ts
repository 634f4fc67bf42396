import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { parse } from 'yaml';
import { ADMIN, expect, test } from './fixtures';

import {
  SLOW_MS,
  contractMatrix,
  expectedQueryRequests,
  faultSource,
  type Contract,
  type Fault,
  type FaultOptions,
  type FaultRecord,
  type Injected,
  type Operation,
} from '../../src/testing/fault-matrix/contract-matrix';

export {
  FAULTS,
  HTTP_FAULTS,
  SLOW_MS,
  type Fault,
  type FaultOptions,
  type FaultRecord,
  type Injected,
} from '../../src/testing/fault-matrix/contract-matrix';

// The matrix's rows come from the contract: every operation, its method and path.
const matrix = contractMatrix(parse(readFileSync('openapi/openapi.yaml', 'utf8')) as Contract);
export type OperationId = string;
export const operation = (id: OperationId): Operation => matrix.operation(id);
/** Whether the contract declares that answer for the operation (so the Prism mock can serve it). */
export const declares = matrix.declares;
const contractErrorBody = matrix.errorBody;
/** The `error` text of the contract's error answer for `code` (what the app shows as the server's error). */
export const contractErrorText = matrix.errorText;

/**
 * Drives one operation into a fault. A code the contract declares for it is asked of the Prism mock
 * (`Prefer: code=N`); a code it does not declare is answered here with the contract's error body; a
 * network failure aborts the request; `slow` holds it SLOW_MS, then the mock answers normally.
 */
export async function injectFault(
  page: Page,
  op: Operation,
  fault: Fault,
  { holdSlow = false }: FaultOptions = {},
): Promise<Injected> {
  const matches = (url: URL) => op.path.test(url.pathname);
  const isOperation = (request: Request) =>
    matrix.operationOf(request.method(), new URL(request.url()).pathname) === op.id;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  const onRequest = (request: Request) => {
    if (isOperation(request)) count++;
  };
  page.on('request', onRequest);
  const source = faultSource(fault, declares(op.id, fault));
  const handler = async (route: import('@playwright/test').Route) => {
    const request = route.request();
    if (!isOperation(request)) return route.fallback();
    if (source === 'abort') return route.abort('internetdisconnected');
    if (source === 'delay') {
      await (holdSlow ? released : new Promise((resolve) => setTimeout(resolve, SLOW_MS)));
      return route.fallback().catch(() => undefined);
    }
    if (source === 'mock')
      return route.fallback({ headers: { ...request.headers(), prefer: `code=${fault}` } });
    return route.fulfill({ status: Number(fault), json: contractErrorBody(fault) });
  };
  await page.route(matches, handler);
  return {
    get count() {
      return count;
    },
    source,
    release,
    async clear() {
      release();
      page.off('request', onRequest);
      await page.unroute(matches, handler);
    },
  };
}

/** A 1 x 1 PNG, picked in a form to see it kept through an expired session. */
export const PICTURE = {
  name: 'picture.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** After a 401: the session is gone, sign-in says why; signing in again returns to `path`. */
export async function expectSignedOutAndBack(
  page: Page,
  path: string | RegExp,
  /** Runs before signing in again (a query's fault is cleared, or it would reject the new token). */
  beforeSignIn?: () => Promise<void>,
) {
  await expect(page).toHaveURL(/\/auth\/boxed-signin$/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await beforeSignIn?.();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(path);
}

/** A 403 keeps the admin signed in. */
export async function expectStillSignedIn(page: Page) {
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await expect(page).not.toHaveURL(/\/auth\//);
}

/** Never a blank screen: the screen's heading is there. */
export async function expectScreen(page: Page) {
  // A modal (an open form, an alert) hides the screen behind it from the accessibility tree.
  await expect(
    page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
  ).toBeVisible();
}

/** The text of an alert dialog, as the admin reads it: its title and message. */
export async function dialogText(dialog: Locator): Promise<string> {
  const text = (await dialog.innerText()).replace(/\s+/g, ' ').trim();
  return text.replace(/\s*OK$/, '');
}

/** The annotation type under which a cell's record reaches the reliability reporter. */
export const FAULT_ANNOTATION = 'fault';

export type Note = (record: Partial<FaultRecord>) => void;
export type CellArgs = { page: Page; fault: Fault; note: Note };

/**
 * The body of one cell of the fault matrix, for a test of its own: the specs write
 * `for (const fault of FAULTS) test(\`${op}: ${fault}\`, faultCell(op, fault, check))` inside a
 * describe named after the operation, so a failure names both. Each cell starts from a fresh page.
 * `check` drives the fault and notes what the admin saw; the record is the test's annotation for
 * the reliability reporter, kept up to date as the cell goes, so a cell that fails or runs out of
 * time is reported with what it saw. An uncaught page error fails the cell (the `pageErrors`
 * fixture).
 */
export function faultCell(
  operationId: OperationId,
  fault: Fault,
  check: (args: CellArgs) => Promise<void>,
) {
  return async ({ page }: { page: Page }) => {
    const record: FaultRecord = { operation: operationId, fault, seen: '' };
    const annotation = { type: FAULT_ANNOTATION, description: JSON.stringify(record) };
    test.info().annotations.push(annotation);
    const note: Note = (part) => {
      Object.assign(record, part);
      annotation.description = JSON.stringify(record);
    };
    await check({ page, fault, note });
  };
}

/**
 * The end of a query's cell: the screen is still there, the requests it made are counted and
 * recorded (a 401 and a slow answer have their own counts), and the fault is lifted.
 */
export async function finishQueryCell(page: Page, injected: Injected, fault: Fault, note: Note) {
  await expectScreen(page);
  // The failure shows once the last retry has failed: counted from the requests themselves.
  if (fault !== '401' && fault !== 'slow')
    await expect
      .poll(() => injected.count, { message: 'queries retry 5xx twice, never 4xx' })
      .toBe(expectedQueryRequests(fault));
  note({ source: injected.source, requests: injected.count });
  await injected.clear();
}
