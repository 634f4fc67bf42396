// The in-memory store: every operation of the contract, routed by operationId (openapi-backend),
// behind Prism's validating proxy (see mocks/serve.mjs). `/__mock/*` is the control surface
// (control.ts): scenarios, snapshots, faults and latency.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Context, type Operation } from 'openapi-backend';
import { answerExamples, CONTRACT_PATH } from './contract.ts';
import { MockControl, type Prepared } from './control.ts';
import { refusal, Sessions, tokenOf } from './handlers/auth.ts';
import { allHandlers } from './handlers/index.ts';
import {
  isReply,
  mediaType,
  parseBody,
  preferred,
  readRaw,
  Refused,
  send,
  type Reply,
} from './http.ts';
import { decodeUpload, type Decoded } from './images.ts';
import { BEFORE_PASSWORD_CHANGE, rolesOf } from './roles.ts';
import { seededRandom } from './rules.ts';
import { scenarioState } from './seed/scenarios.ts';
import { historyEnd } from './seed/today.ts';
import type { State } from './state.ts';
import type { Handlers, Input, OperationId } from './types.ts';
import { Versions } from './versions.ts';

export interface StoreOptions {
  port?: number;
  host?: string;
  /** Members beyond the contract's examples (default 5000). */
  members?: number;
  seed?: number;
  /** Broadcast messages in all (default 300). */
  messages?: number;
  /** Every answer is held this long (ms); `POST /__mock/latency` changes it. */
  latency?: number;
  /** The scenario the store starts in (seed/scenarios.ts; default `default`). */
  scenario?: string;
  /** Answers that replace an operation's own (tests use this to break the contract on purpose). */
  overrides?: Partial<Record<OperationId, () => Reply>>;
  /**
   * The day the seeded history ends, YYYY-MM-DD (`--today`; default the day the store starts, in
   * UTC). Scenarios switched to and resets keep it.
   */
  today?: string;
  /** The store's clock (tests move it: sessions expire, sign-in locks end). */
  now?: () => Date;
}

export interface RunningStore {
  port: number;
  url: string;
  state: () => State;
  reset: () => void;
  /** Scenarios, snapshots, faults and latency (`/__mock/*`). */
  control: MockControl;
  close: () => Promise<void>;
}

/**
 * The request's parts, already validated against the contract by openapi-backend, with the
 * contract's types for that operation.
 */
function inputOf<K extends OperationId>(
  context: Context,
  account: Input<K>['account'],
  accept: string,
  images: Record<string, Decoded>,
  authorization: string | undefined,
): Input<K> {
  const key = context.request.headers['idempotency-key'];
  const ifMatch = context.request.headers['if-match'];
  const parts: unknown = {
    path: context.request.params,
    query: context.request.query,
    body: context.request.requestBody,
    account,
    accept,
    images,
    idempotencyKey: typeof key === 'string' && key !== '' ? key : undefined,
    caller: account?.user._id ?? authorization,
    token: tokenOf(authorization),
    ifMatch: typeof ifMatch === 'string' ? ifMatch : undefined,
  };
  return parts as Input<K>;
}

export async function startStore(options: StoreOptions = {}): Promise<RunningStore> {
  const members = options.members ?? 5000;
  const seed = options.seed ?? 2026;
  const now = options.now ?? (() => new Date());
  const until = historyEnd(now(), options.today);
  const seedOptions = { members, seed, messages: options.messages, until };
  let state = scenarioState(options.scenario ?? 'default', seedOptions);
  const sessions = new Sessions(now);
  const random = seededRandom(seed + 1);
  const build = (next: State): Handlers => {
    const built: Handlers = new Versions(now).wrap(
      allHandlers(next, sessions, now, random, () => built),
    );
    return built;
  };
  let handlers: Handlers = build(state);

  const api = new OpenAPIBackend({
    definition: fileURLToPath(CONTRACT_PATH),
    quick: true,
    coerceTypes: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
    // The store checks tokens itself (handlers/auth.ts), with the contract's error answers.
    securityHandlers: { bearerAuth: () => true },
    handlers: {
      notFound: () => ({ status: 404, body: { error: 'Not found' } }),
      methodNotAllowed: () => ({ status: 404, body: { error: 'Not found' } }),
      validationFail: (c: Context) =>
        missingIfMatch(c)
          ? {
              status: 428,
              body: {
                error: 'If-Match required',
                message: 'Send the ETag of the version you changed as If-Match.',
              },
            }
          : { status: 400, body: invalidRequest(c) },
    },
  });
  /** Why a secured call is refused; signing out needs only a token that works, whoever's it is. */
  /** Why a call is refused: no valid token, or a role the operation's security does not name. */
  const refusedFor = (id: OperationId, authorization: string | undefined) => {
    const allowed = rolesOf(id);
    if (allowed === 'public') return undefined;
    return id === 'signOut' && sessions.account(authorization)
      ? undefined
      : refusal(authorization, sessions, allowed, BEFORE_PASSWORD_CHANGE.has(id));
  };
  const route =
    <K extends OperationId>(id: K) =>
    (
      context: Context,
      authorization: string | undefined,
      accept: string,
      images: Record<string, Decoded>,
    ): Reply => {
      const override = options.overrides?.[id];
      if (override) return override();
      const handler: Handlers[K] = handlers[id];
      return handler(
        inputOf<K>(context, sessions.account(authorization), accept, images, authorization),
      );
    };
  for (const id of Object.keys(handlers) as OperationId[]) api.register(id, route(id));
  await api.init();
  const control = new MockControl({ state: () => state, prepare, replace, seedOptions }, api, {
    latency: options.latency,
    scenario: options.scenario,
  });

  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://store');
      if (await control.handle(req, res, url)) return;
      if (control.latency) await new Promise((r) => setTimeout(r, control.latency));
      const armed = control.take(control.operationOf(req.method, url.pathname));
      if (armed?.delay) await new Promise((r) => setTimeout(r, armed.delay));
      if (armed?.drop) return void req.socket.destroy();
      if (armed?.status) return send(res, control.answerOf(armed));
      const raw = await readRaw(req);
      const operation = operationOf(api, req.method, url.pathname);
      // Authentication and the role come first: no fault by `Prefer`, no body read, no file
      // decoded without them. Who may call an operation is its security requirement in the
      // contract (roles.ts); this is the one place that checks it.
      if (operation?.operationId) {
        const refused = refusedFor(operation.operationId as OperationId, req.headers.authorization);
        if (refused) return send(res, refused);
      }
      const fault = preferred(req.headers.prefer?.toString());
      const chosen = fault && operation ? faultReply(operation, fault) : undefined;
      if (chosen) return send(res, chosen);
      const type = req.headers['content-type'];
      const declared = bodyTypes(operation);
      if (raw?.length && declared.length > 0 && !declared.includes(mediaType(type)))
        throw new Refused(
          `The Content-Type ${mediaType(type) || '(none)'} is not accepted here; send ${declared.join(' or ')}.`,
        );
      const { body: parsed, uploads } = await parseBody(raw, type);
      const body =
        mediaType(type) === 'multipart/form-data' && isFormFields(parsed)
          ? coerceForm(operation, parsed)
          : parsed;
      const files = fileFields(operation);
      const unexpected = Object.keys(uploads).find((field) => !files.includes(field));
      if (unexpected !== undefined)
        throw new Refused(`The file field ${JSON.stringify(unexpected)} is not accepted here.`);
      const images: Record<string, Decoded> = {};
      for (const [field, upload] of Object.entries(uploads))
        images[field] = await decodeUpload(upload);
      const answer: unknown = await api.handleRequest(
        {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: {
            'content-type': type ?? '',
            ...(req.headers['idempotency-key'] === undefined
              ? {}
              : { 'idempotency-key': String(req.headers['idempotency-key']) }),
            ...(req.headers['if-match'] === undefined
              ? {}
              : { 'if-match': String(req.headers['if-match']) }),
          },
          body,
        },
        req.headers.authorization,
        req.headers.accept ?? '',
        images,
      );
      send(
        res,
        isReply(answer) ? answer : { status: 500, body: { error: 'Internal server error' } },
      );
    } catch (error) {
      if (error instanceof Refused)
        return send(res, { status: error.status, body: { error: error.message } });
      // The cause goes to the log, never into the answer.
      console.error('store: an answer failed', error);
      send(res, { status: 500, body: { error: 'Internal server error' } });
    }
  });

  function prepare(next: State): Prepared & { handlers: Handlers } {
    return { state: next, handlers: build(next) };
  }

  function replace(prepared: Prepared) {
    const next = prepared.state;
    // Signed-in sessions hold their account: it stays the same object, with the new state's fields.
    const live = new Map(state.accounts.map((account) => [account.user._id, account]));
    next.accounts.forEach((account, index) => {
      const same = live.get(account.user._id);
      if (same && same !== account) next.accounts[index] = Object.assign(same, account);
    });
    state = next;
    handlers = (prepared as Prepared & { handlers: Handlers }).handlers;
  }

  function reset() {
    control.useScenario(control.scenario);
  }

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    state: () => state,
    reset,
    control,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Why a request breaks the contract, at most the contract's 1,000 characters however many fields
 * are wrong. A query parameter the operation does not declare (a list's unknown filter) is named.
 */
function invalidRequest(context: Context): { error: string; message: string } {
  const errors = context.validation.errors ?? [];
  const unknown = errors.find(
    (e) => e.instancePath === '/query' && e.keyword === 'additionalProperties',
  );
  if (unknown) {
    const name = String((unknown.params as { additionalProperty?: unknown }).additionalProperty);
    return {
      error: 'Invalid request',
      message: `Unknown parameter ${JSON.stringify(name.slice(0, 60))}.`,
    };
  }
  return {
    error: 'Invalid request',
    message: errors
      .map((e) => `${e.instancePath} ${e.message}`)
      .join('; ')
      .slice(0, 1000),
  };
}

/** The request broke the contract only by leaving out an `If-Match` it requires (a 428). */
function missingIfMatch(context: Context): boolean {
  const errors = context.validation.errors ?? [];
  return (
    errors.length > 0 &&
    errors.every((e) => {
      const missing: unknown = (e.params as { missingProperty?: unknown }).missingProperty;
      return e.keyword === 'required' && missing === 'if-match';
    })
  );
}

const isFormFields = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSchema = (
  value: unknown,
): value is { type?: string; properties?: Record<string, unknown> } =>
  typeof value === 'object' && value !== null;

/**
 * A multipart form's fields arrive as text; those the contract declares as integer, number or
 * boolean are turned into those types (when they read as one) before the request is validated.
 */
function coerceForm(
  operation: Operation | undefined,
  fields: Record<string, string>,
): Record<string, string | number | boolean> {
  const properties = formProperties(operation);
  const out: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(fields)) {
    const declared = properties[name];
    const type = isSchema(declared) ? declared.type : undefined;
    if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value))
      out[name] = Number(value);
    else if (type === 'boolean' && (value === 'true' || value === 'false'))
      out[name] = value === 'true';
    else out[name] = value;
  }
  return out;
}

/** The operation a request is for, when the contract has one. */
function operationOf(
  api: OpenAPIBackend,
  method: string | undefined,
  path: string,
): Operation | undefined {
  return api.router.matchOperation({ method: method ?? 'GET', path, headers: {}, query: {} });
}

/** The media types an operation's request body may have, as the contract declares them. */
function bodyTypes(operation: Operation | undefined): string[] {
  const body: unknown = operation?.requestBody;
  const content = isSchema(body) && 'content' in body ? body.content : undefined;
  return isSchema(content) ? Object.keys(content) : [];
}

/** The properties of an operation's multipart form, as the contract declares them. */
function formProperties(operation: Operation | undefined): Record<string, unknown> {
  const body: unknown = operation?.requestBody;
  const content = isSchema(body) && 'content' in body ? body.content : undefined;
  const form: unknown = isSchema(content)
    ? (content as Record<string, unknown>)['multipart/form-data']
    : undefined;
  const schema: unknown = isSchema(form) && 'schema' in form ? form.schema : undefined;
  return isSchema(schema) ? (schema.properties ?? {}) : {};
}

/** The file fields an operation's form declares (`format: binary`); any other file is refused. */
function fileFields(operation: Operation | undefined): string[] {
  return Object.entries(formProperties(operation))
    .filter(
      ([, declared]) => isSchema(declared) && 'format' in declared && declared.format === 'binary',
    )
    .map(([name]) => name);
}

/** The contract's example for the status a `Prefer: code=` header asks, when it declares one. */
function faultReply(
  operation: Operation,
  fault: { code: string; example?: string },
): Reply | undefined {
  if (!operation.operationId) return undefined;
  const examples = answerExamples(operation.operationId, fault.code);
  const body = fault.example ? examples.get(fault.example) : [...examples.values()][0];
  return body === undefined ? undefined : { status: Number(fault.code), body };
}
