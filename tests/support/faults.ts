import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { parse } from 'yaml';
import { ADMIN, expect, test } from './fixtures';

/** The faults every operation is driven into: HTTP answers, a lost connection, a slow answer. */
export const FAULTS = ['400', '401', '403', '404', '409', '500', 'network', 'slow'] as const;
export type Fault = (typeof FAULTS)[number];
export const HTTP_FAULTS = ['400', '401', '403', '404', '409', '500'] as const;

/** How long a slow answer is held before the mock answers it. */
export const SLOW_MS = 3000;

export type Operation = { id: string; method: string; path: RegExp };

const HEX = '[a-f0-9]{24}';
/** Every operation the UI calls, by the contract's operationId, and how its requests look. */
export const OPERATIONS = {
  signIn: { method: 'POST', path: /^\/api\/auth\/login$/ },
  listMembers: { method: 'GET', path: /^\/api\/users$/ },
  getMember: { method: 'GET', path: new RegExp(`^/api/user/${HEX}$`) },
  listJoinedMissions: {
    method: 'GET',
    path: new RegExp(`^/api/user/user/${HEX}/joined-missions$`),
  },
  listJoinableMissions: { method: 'GET', path: /^\/api\/missions\/joinable-userSide$/ },
  listRewards: { method: 'GET', path: /^\/api\/rewards\/get$/ },
  getRewardHistory: { method: 'GET', path: new RegExp(`^/api/vouchers/user-history/${HEX}$`) },
  getVisitHistory: {
    method: 'GET',
    path: new RegExp(`^/api/point-mission/visit-history/${HEX}/${HEX}$`),
  },
  joinVisitMission: { method: 'POST', path: /^\/api\/user-mission\/join$/ },
  joinPointMission: { method: 'POST', path: /^\/api\/point-mission\/join$/ },
  recordVisit: { method: 'POST', path: new RegExp(`^/api/visit/admin-scan/${HEX}/${HEX}$`) },
  recordPointVisit: {
    method: 'POST',
    path: new RegExp(`^/api/point-mission/admin-scan/${HEX}/${HEX}$`),
  },
  reassignMember: { method: 'PUT', path: new RegExp(`^/api/missions/${HEX}/reassign/${HEX}$`) },
  redeemReward: { method: 'POST', path: /^\/api\/vouchers\/redeem$/ },
  updateMemberProfile: { method: 'PUT', path: new RegExp(`^/api/profile/${HEX}$`) },
  listBroadcastMessages: { method: 'GET', path: /^\/api\/notification\/all$/ },
  sendBroadcast: { method: 'POST', path: /^\/api\/notification\/broadcast$/ },
  deleteBroadcastMessage: { method: 'DELETE', path: new RegExp(`^/api/notification/${HEX}$`) },
  listMissions: { method: 'GET', path: /^\/api\/missions$/ },
  createMission: { method: 'POST', path: /^\/api\/missions$/ },
  getMission: { method: 'GET', path: new RegExp(`^/api/missions/${HEX}$`) },
  updateMission: { method: 'PUT', path: new RegExp(`^/api/missions/${HEX}$`) },
  deleteMission: { method: 'DELETE', path: new RegExp(`^/api/missions/${HEX}$`) },
  listMissionParticipants: {
    method: 'GET',
    path: new RegExp(`^/api/missions/${HEX}/participants$`),
  },
  listTopMissions: { method: 'GET', path: /^\/api\/missions\/top$/ },
  getAdminCounts: { method: 'GET', path: /^\/api\/admin\/counts$/ },
  getUserStats: { method: 'GET', path: /^\/api\/admin\/user-stats$/ },
  listAdminScans: { method: 'GET', path: /^\/api\/admin\/scans$/ },
  listAdvertisements: { method: 'GET', path: /^\/api\/advertisements$/ },
  createAdvertisement: { method: 'POST', path: /^\/api\/advertisements$/ },
  updateAdvertisement: { method: 'PUT', path: new RegExp(`^/api/advertisements/${HEX}$`) },
  deleteAdvertisement: { method: 'DELETE', path: new RegExp(`^/api/advertisements/${HEX}$`) },
  reorderAdvertisements: { method: 'PUT', path: /^\/api\/advertisements\/order$/ },
  getActivity: { method: 'GET', path: /^\/api\/admin\/activity$/ },
  listRewardCatalogue: { method: 'GET', path: /^\/api\/rewards$/ },
  createReward: { method: 'POST', path: /^\/api\/rewards$/ },
  updateReward: { method: 'PUT', path: new RegExp(`^/api/rewards/${HEX}$`) },
  deleteReward: { method: 'DELETE', path: new RegExp(`^/api/rewards/${HEX}$`) },
  listRewardRedemptions: {
    method: 'GET',
    path: new RegExp(`^/api/rewards/${HEX}/redemptions$`),
  },
  getAdminMe: { method: 'GET', path: /^\/api\/admin\/me$/ },
  updateAdminMe: { method: 'PUT', path: /^\/api\/admin\/me$/ },
  changeAdminPassword: { method: 'PUT', path: /^\/api\/admin\/me\/password$/ },
  listMemberActivity: { method: 'GET', path: new RegExp(`^/api/users/${HEX}/activity$`) },
  listAuditLog: { method: 'GET', path: /^\/api\/audit-log$/ },
  listPointsAdjustments: {
    method: 'GET',
    path: new RegExp(`^/api/users/${HEX}/points-adjustments$`),
  },
  createPointsAdjustment: {
    method: 'POST',
    path: new RegExp(`^/api/users/${HEX}/points-adjustments$`),
  },
  reversePointsAdjustment: {
    method: 'POST',
    path: new RegExp(`^/api/points-adjustments/${HEX}/reverse$`),
  },
  lookupMembers: { method: 'GET', path: /^\/api\/users\/lookup$/ },
  reverseVisit: { method: 'POST', path: new RegExp(`^/api/visits/${HEX}/reverse$`) },
} as const satisfies Record<string, Omit<Operation, 'id'>>;
export type OperationId = keyof typeof OPERATIONS;

export const operation = (id: OperationId): Operation => ({ id, ...OPERATIONS[id] });

type Example = { value?: unknown };
type Response = {
  $ref?: string;
  content?: { 'application/json'?: { examples?: Record<string, Example> } };
};
type Contract = {
  paths: Record<
    string,
    Record<string, { operationId?: string; responses?: Record<string, Response> }>
  >;
  components: { responses: Record<string, Response> };
};

const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as Contract;

function responsesOf(id: string): Record<string, Response> {
  for (const item of Object.values(contract.paths)) {
    for (const op of Object.values(item)) if (op.operationId === id) return op.responses ?? {};
  }
  throw new Error(`no operation ${id} in the contract`);
}

/** Whether the contract declares that answer for the operation (so the Prism mock can serve it). */
export const declares = (id: string, code: string) => code in responsesOf(id);

const ERROR_RESPONSE: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '409': 'Conflict',
  '500': 'ServerError',
};

/** The contract's first example of its shared error answer for `code`: the body a route serves. */
function contractErrorBody(code: string): unknown {
  const response = contract.components.responses[ERROR_RESPONSE[code] ?? ''];
  const examples = response?.content?.['application/json']?.examples ?? {};
  return Object.values(examples)[0]?.value ?? { error: `HTTP ${code}` };
}

/** The `error` text of the contract's error answer for `code` (what the app shows as the server's error). */
export function contractErrorText(code: string): string {
  const body = contractErrorBody(code) as { error?: string };
  return body.error ?? '';
}

export type Injected = {
  /** Requests of the operation the page made since the fault was set up. */
  readonly count: number;
  /** `mock` when Prism served the contract's answer, `route` when the test answered (code not declared). */
  readonly source: 'mock' | 'route' | 'abort' | 'delay';
  /** Removes the fault: later requests reach the mock unchanged. */
  clear(): Promise<void>;
  /** With `holdSlow`: lets the held slow answers go to the mock now. */
  release(): void;
};

/** A slow answer held until the test calls `release()`, not for SLOW_MS: for a list the screen asks
 * for with its route, before the test can look (a tab opened after the screen shows). */
export type FaultOptions = { holdSlow?: boolean };

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
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  const onRequest = (request: Request) => {
    if (request.method() === op.method && matches(new URL(request.url()))) count++;
  };
  page.on('request', onRequest);
  const source: Injected['source'] =
    fault === 'network'
      ? 'abort'
      : fault === 'slow'
        ? 'delay'
        : declares(op.id, fault)
          ? 'mock'
          : 'route';
  const handler = async (route: import('@playwright/test').Route) => {
    const request = route.request();
    if (request.method() !== op.method) return route.fallback();
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

/** What the admin is shown on sign-in after a rejected token. */
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

export type FaultRecord = {
  operation: string;
  fault: Fault;
  seen: string;
  source?: Injected['source'];
  requests?: number;
  /** A requirement this cell does not meet yet, recorded rather than hidden. */
  gap?: string;
};

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

/** Queries retry a 5xx or a lost connection twice (three requests in all), never a 4xx. */
const expectedQueryRequests = (fault: Fault) => (fault === '500' || fault === 'network' ? 3 : 1);

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
