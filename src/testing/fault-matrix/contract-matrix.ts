// The fault matrix's rows and answers, read from the contract: every operation the app calls
// (by operationId), how its requests look, which error answers it declares and their bodies.
// Pure data: the screen tests (in Chromium) and the browser suite (in Node) both read it.

/** The faults every operation is driven into: HTTP answers, a lost connection, a slow answer. */
export const FAULTS = ['400', '401', '403', '404', '409', '500', 'network', 'slow'] as const;
/**
 * Answers only some operations declare, each driven on the operations that declare it: an update
 * made from an older version (412) and sign-in locked after wrong passwords (429).
 */
export const DECLARED_FAULTS = ['412', '429'] as const;
export type Fault = (typeof FAULTS)[number] | (typeof DECLARED_FAULTS)[number];
export const HTTP_FAULTS = ['400', '401', '403', '404', '409', '500'] as const;

/** How long a slow answer is held before the mock answers it. */
export const SLOW_MS = 3000;

export type Operation = { id: string; method: string; path: RegExp };

/** A fault set on an operation, in either suite. */
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

/** What a cell of the matrix saw, for docs/reliability.md. */
export type FaultRecord = {
  operation: string;
  fault: Fault;
  seen: string;
  source?: Injected['source'];
  requests?: number;
  /** A requirement this cell does not meet yet, recorded rather than hidden. */
  gap?: string;
};

/** Queries retry a 5xx or a lost connection twice (three requests in all), never a 4xx. */
export const expectedQueryRequests = (fault: Fault) =>
  fault === '500' || fault === 'network' ? 3 : 1;

/** A slow answer held until the test calls `release()`, not for SLOW_MS: for a list the screen asks
 * for with its route, before the test can look (a tab opened after the screen shows). */
export type FaultOptions = { holdSlow?: boolean };

/** How the source of an answer is chosen: a lost connection, a held answer, Prism, or the test. */
export function faultSource(fault: Fault, declared: boolean): Injected['source'] {
  if (fault === 'network') return 'abort';
  if (fault === 'slow') return 'delay';
  return declared ? 'mock' : 'route';
}

type Example = { value?: unknown };
type Response = {
  $ref?: string;
  content?: { 'application/json'?: { examples?: Record<string, Example> } };
};
type OperationObject = { operationId?: string; responses?: Record<string, Response> };
export type Contract = {
  paths: Record<string, Record<string, OperationObject>>;
  components: { responses: Record<string, Response> };
};

/**
 * Operations the app's client never calls: no cells. Pictures the browser loads itself (`<img
 * src>`), and one bulk job by id (the app reads a job's progress from the recent jobs' list).
 */
const NOT_CALLED_BY_THE_CLIENT = new Set(['getMediaFile', 'getUploadedImage', 'getMemberBulkJob']);

const ERROR_RESPONSE: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '409': 'Conflict',
  '412': 'MissionChanged',
  '429': 'TooManySignIns',
  '500': 'ServerError',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/missions/{missionId}` → /^\/api\/missions\/[^/]+$/ */
function pathPattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

const parameterCount = (template: string) => (template.match(/\{/g) ?? []).length;

export function contractMatrix(contract: Contract) {
  const entries = Object.entries(contract.paths).flatMap(([template, item]) =>
    Object.entries(item).flatMap(([method, op]) =>
      op.operationId
        ? [{ id: op.operationId, method: method.toUpperCase(), template, responses: op.responses }]
        : [],
    ),
  );
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  /**
   * The operation a request is: its method and a path its template matches, a literal segment
   * beating a parameter (`/api/missions/top` is listTopMissions, not getMission).
   */
  function operationOf(method: string, pathname: string): string | undefined {
    const candidates = entries.filter(
      (entry) => entry.method === method && pathPattern(entry.template).test(pathname),
    );
    candidates.sort((a, b) => parameterCount(a.template) - parameterCount(b.template));
    return candidates[0]?.id;
  }

  function operation(id: string): Operation {
    const entry = byId.get(id);
    if (!entry) throw new Error(`no operation ${id} in the contract`);
    return { id, method: entry.method, path: pathPattern(entry.template) };
  }

  /** Whether the contract declares that answer for the operation (so the Prism mock can serve it). */
  const declares = (id: string, code: string) => code in (byId.get(id)?.responses ?? {});

  /** The contract's first example of its shared error answer for `code`: the body a route serves. */
  function errorBody(code: string): unknown {
    const response = contract.components.responses[ERROR_RESPONSE[code] ?? ''];
    const examples = response?.content?.['application/json']?.examples ?? {};
    return Object.values(examples)[0]?.value ?? { error: `HTTP ${code}` };
  }

  /** The `error` text of the contract's error answer for `code` (what the app shows as the server's error). */
  const errorText = (code: string) => (errorBody(code) as { error?: string }).error ?? '';

  /** The matrix's rows: every operation the app's client calls, in the contract's order. */
  const operations = entries
    .map((entry) => entry.id)
    .filter((id) => !NOT_CALLED_BY_THE_CLIENT.has(id));

  /** The faults of an operation's row: every one of FAULTS, and the DECLARED_FAULTS it declares. */
  const faultsOf = (id: string): readonly Fault[] => [
    ...FAULTS,
    ...DECLARED_FAULTS.filter((code) => declares(id, code)),
  ];

  return { operations, operation, operationOf, declares, faultsOf, errorBody, errorText };
}
