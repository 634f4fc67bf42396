// The page's network as the screen tests see it: every request the app makes goes through the
// page's `fetch`, so a test can answer an operation itself (a given body or status), watch the
// requests it sent, or let them reach the Prism mock. What a test sets is lifted after it.
import { parse } from 'yaml';
import { afterEach } from 'vitest';
import contractText from '../../openapi/openapi.yaml?raw';
import { contractMatrix, type Contract } from './fault-matrix/contract-matrix';

export const matrix = contractMatrix(parse(contractText) as Contract);

/** Answers a request itself (a Response, or a promise of one), or leaves it (undefined). */
export type Interceptor = (request: Request) => Promise<Response> | undefined;

const interceptors = new Set<Interceptor>();
export const realFetch = globalThis.fetch.bind(globalThis);
let inFlight = 0;
globalThis.fetch = (input, init) => {
  const request = new Request(input, init);
  inFlight++;
  const done = () => inFlight--;
  for (const intercept of interceptors) {
    const answer = intercept(request);
    if (answer) return answer.finally(done);
  }
  return realFetch(request).finally(done);
};

/** Requests the page has sent and not yet had answered (or failed). */
export const requestsInFlight = () => inFlight;

/** Adds an interceptor; the returned function removes it. */
export function intercept(interceptor: Interceptor): () => void {
  interceptors.add(interceptor);
  return () => interceptors.delete(interceptor);
}

/** Lifts every interceptor (each test starts with the mock answering everything). */
export function clearInterceptors() {
  interceptors.clear();
}
afterEach(clearInterceptors);

/** The contract's operationId of a request (`listRewardCatalogue`), or undefined. */
export function operationOf(request: Request): string | undefined {
  return matrix.operationOf(request.method, new URL(request.url).pathname);
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export type Answer =
  unknown | ((request: Request) => Response | unknown | Promise<Response | unknown>);

/**
 * Answers an operation (by operationId) with `answer`: a Response as it is, any other value as a
 * 200 JSON body; a function is called with the request (and may return either, or a promise).
 * Later requests keep this answer until the test ends or the returned function is called.
 */
export function answer(operationId: string, answerWith: Answer): () => void {
  matrix.operation(operationId);
  return intercept((request) => {
    if (operationOf(request) !== operationId) return undefined;
    return Promise.resolve(
      typeof answerWith === 'function'
        ? (answerWith as (r: Request) => unknown)(request)
        : answerWith,
    ).then((value) => (value instanceof Response ? value : json(value)));
  });
}

/** Asks the mock for another of the operation's declared answers (`Prefer: code=N` / `example=…`). */
export function prefer(operationId: string, preference: { code?: number; example?: string }) {
  matrix.operation(operationId);
  const value = [
    preference.code === undefined ? '' : `code=${preference.code}`,
    preference.example === undefined ? '' : `example=${preference.example}`,
  ]
    .filter(Boolean)
    .join(', ');
  return intercept((request) => {
    if (operationOf(request) !== operationId) return undefined;
    const headers = new Headers(request.headers);
    headers.set('Prefer', value);
    return realFetch(new Request(request, { headers }));
  });
}

export type Sent = { method: string; url: URL; headers: Headers; body: string };

/** Records the requests of an operation (they still reach the mock): method, address, headers, body. */
export function watch(operationId: string): Sent[] {
  matrix.operation(operationId);
  const sent: Sent[] = [];
  intercept((request) => {
    if (operationOf(request) !== operationId) return undefined;
    return request
      .clone()
      .text()
      .then((body) => {
        sent.push({
          method: request.method,
          url: new URL(request.url),
          headers: request.headers,
          body,
        });
        return realFetch(request);
      });
  });
  return sent;
}

/** Holds an operation's answers until `release()` (then the mock answers them). */
export function hold(operationId: string): { release: () => void; readonly count: number } {
  matrix.operation(operationId);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  intercept((request) => {
    if (operationOf(request) !== operationId) return undefined;
    count++;
    return released.then(() => realFetch(request));
  });
  return {
    release,
    get count() {
      return count;
    },
  };
}
