// The fault matrix in the screen tests: drives one operation into one fault at the page's fetch,
// as the browser suite does at the network, and records what the admin saw for docs/reliability.md.
import { parse } from 'yaml';
import { expect, type TestContext } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { TOKEN_KEY } from '@/session/session-atoms';
import { ADMIN, type Screen } from '../screen';
import { clearInterceptors, intercept, matrix, realFetch, type Interceptor } from '../network';
import {
  SLOW_MS,
  expectedQueryRequests,
  faultSource,
  type Fault,
  type FaultOptions,
  type FaultRecord,
  type Injected,
  type Operation,
} from './contract-matrix';

export {
  FAULTS,
  HTTP_FAULTS,
  SLOW_MS,
  type Fault,
  type FaultOptions,
  type FaultRecord,
  type Injected,
} from './contract-matrix';
import { paths } from '@/lib/paths';
import contractText from '../../../openapi/openapi.yaml?raw';

export const { declares } = matrix;
export const contractErrorText = matrix.errorText;
export const operation = (id: string): Operation => matrix.operation(id);

/** Every fault a test set and did not clear is lifted before the next test opens its screen. */
export function clearFaults() {
  clearInterceptors();
}

/**
 * Drives one operation into a fault. A code the contract declares for it is asked of the Prism mock
 * (`Prefer: code=N`); a code it does not declare is answered here with the contract's error body; a
 * network failure rejects the fetch as a lost connection does; `slow` holds it SLOW_MS (or until
 * `release()`), then the mock answers normally.
 */
export async function injectFault(
  op: Operation,
  fault: Fault,
  { holdSlow = false }: FaultOptions = {},
): Promise<Injected> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  const source = faultSource(fault, declares(op.id, fault));
  const interceptor: Interceptor = (request) => {
    const { pathname } = new URL(request.url);
    if (matrix.operationOf(request.method, pathname) !== op.id) return undefined;
    count++;
    if (source === 'abort') return Promise.reject(new TypeError('Failed to fetch'));
    if (source === 'delay') {
      const held = holdSlow ? released : new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      return held.then(() => realFetch(request));
    }
    if (source === 'mock') {
      const headers = new Headers(request.headers);
      headers.set('Prefer', `code=${fault}`);
      return realFetch(new Request(request, { headers }));
    }
    return Promise.resolve(
      new Response(JSON.stringify(matrix.errorBody(fault)), {
        status: Number(fault),
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  const remove = intercept(interceptor);
  return {
    get count() {
      return count;
    },
    source,
    release,
    async clear() {
      release();
      remove();
    },
  };
}

/** A 1 x 1 PNG, picked in a form to see it kept through an expired session. */
export const PICTURE = new File(
  [
    Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    ),
  ],
  'picture.png',
  { type: 'image/png' },
);

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const SIGN_IN = paths.signIn();

/** Waits until the app is at an address matching `path` (path and query). */
export async function expectAt(screen: Screen, path: string | RegExp) {
  await expect
    .poll(() => screen.url)
    .toSatisfy((url: string) => (typeof path === 'string' ? url === path : path.test(url)));
}

/** After a 401: the session is gone, sign-in says why; signing in again returns to `path`. */
export async function expectSignedOutAndBack(
  screen: Screen,
  path: string | RegExp,
  /** Runs before signing in again (a query's fault is cleared, or it would reject the new token). */
  beforeSignIn?: () => Promise<void>,
) {
  await expectAt(screen, SIGN_IN);
  await expect.element(page.getByText(SESSION_EXPIRED)).toBeVisible();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  await beforeSignIn?.();
  await page.getByLabelText('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectAt(screen, path);
}

/** A 403 keeps the admin signed in. */
export function expectStillSignedIn(screen: Screen) {
  expect(localStorage.getItem(TOKEN_KEY)).toBeTruthy();
  expect(screen.url).not.toMatch(/^\/auth\//);
}

/** Never a blank screen: the screen's heading is there (or a modal, which hides it). */
export async function expectScreen() {
  await expect
    .element(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first())
    .toBeVisible();
}

/** The text of an alert dialog, as the admin reads it: its title and message. */
export async function dialogText(dialog: Locator): Promise<string> {
  await expect.element(dialog).toBeVisible();
  const text = (dialog.element() as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
  return text.replace(/\s*OK$/, '');
}

declare module 'vitest' {
  interface TaskMeta {
    /** A fault-matrix cell's record (the reliability reporter writes docs/reliability.md from it). */
    fault?: FaultRecord;
  }
}

export type Note = (record: Partial<FaultRecord>) => void;
export type CellArgs = { fault: Fault; note: Note };

/**
 * The body of one cell of the fault matrix, for a test of its own: a file writes
 * `for (const fault of FAULTS) test(\`${op}: ${fault}\`, faultCell(op, fault, check))` inside a
 * describe named after the operation, so a failure names both. Each cell opens its screen afresh.
 * `check` drives the fault and notes what the admin saw; the record is the test's meta, kept up
 * to date as the cell goes, so a cell that fails is reported with what it saw.
 */
export function faultCell(
  operationId: string,
  fault: Fault,
  check: (args: CellArgs) => Promise<void>,
) {
  return async ({ task }: TestContext) => {
    clearFaults();
    const record: FaultRecord = { operation: operationId, fault, seen: '' };
    task.meta.fault = record;
    const note: Note = (part) => Object.assign(record, part);
    try {
      await check({ fault, note });
    } finally {
      clearFaults();
    }
  };
}

/**
 * The end of a query's cell: the screen is still there, the requests it made are counted and
 * recorded (a 401 and a slow answer have their own counts), and the fault is lifted.
 */
export async function finishQueryCell(injected: Injected, fault: Fault, note: Note) {
  await expectScreen();
  if (fault !== '401' && fault !== 'slow')
    await expect
      .poll(() => injected.count, { message: 'queries retry 5xx twice, never 4xx' })
      .toBe(expectedQueryRequests(fault));
  note({ source: injected.source, requests: injected.count });
  await injected.clear();
}

/** Picks a file in the (hidden) file input inside `container`, as the file chooser would. */
export async function pickFile(container: Locator, file: File) {
  await expect.element(container).toBeVisible();
  const input = container.element().querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input there');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A save refused because someone else saved first (412, the contract's example: Omar Haddad): the
 * form dialog says who and when above the fields, and the typed value is still there.
 */
export async function expectChangedMeanwhile(
  form: Locator,
  typed: Locator,
  value: string,
  note: Note,
) {
  const conflict = form.getByRole('alert').filter({ hasText: 'Changed by someone else' });
  await expect
    .element(conflict)
    .toHaveTextContent(/Omar Haddad saved a change to this at .+ while you were editing\./);
  await expect.element(typed).toHaveValue(value);
  const seen = (conflict.element() as HTMLElement).innerText.replace(/\s+/g, ' ');
  note({ seen: `${seen}; the typed "${value}" kept` });
}

type Example = { value?: { error?: string; message?: string } };
type Answer = {
  $ref?: string;
  content?: { 'application/json'?: { examples?: Record<string, Example> } };
};
const contract = parse(contractText) as {
  paths: Record<
    string,
    Record<string, { operationId?: string; responses?: Record<string, Answer> }>
  >;
  components: { responses: Record<string, Answer> };
};

/** What the app shows for the operation's own first example of that failure: error, then message. */
export function shownError(id: string, code: string): string {
  const op = Object.values(contract.paths)
    .flatMap((item) => Object.values(item))
    .find((o) => o.operationId === id);
  let answer = op?.responses?.[code];
  if (answer?.$ref) answer = contract.components.responses[answer.$ref.split('/').pop() ?? ''];
  const value = Object.values(answer?.content?.['application/json']?.examples ?? {})[0]?.value;
  if (!value?.error) return contractErrorText(code);
  if (!value.message) return value.error;
  return `${value.error}${/[.!?]$/.test(value.error) ? '' : '.'} ${value.message}`;
}
