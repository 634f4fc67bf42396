// The in-memory store: every operation of the contract, routed by operationId (openapi-backend),
// behind Prism's validating proxy (see mocks/serve.mjs). `POST /__mock/reset` restores the seed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Context, type Operation } from 'openapi-backend';
import { answerExamples, CONTRACT_PATH } from './contract.ts';
import { refusal, Sessions } from './handlers/auth.ts';
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
import { rolesOf } from './roles.ts';
import { seededRandom } from './rules.ts';
import { seedState } from './seed/seed.ts';
import type { State } from './state.ts';
import type { Handlers, Input, OperationId } from './types.ts';

export interface StoreOptions {
  port?: number;
  host?: string;
  /** Members beyond the contract's examples (default 5000). */
  members?: number;
  seed?: number;
  /** Broadcast messages in all (default 300). */
  messages?: number;
  /** Every answer is held this long (ms). */
  latency?: number;
  /** Answers that replace an operation's own (tests use this to break the contract on purpose). */
  overrides?: Partial<Record<OperationId, () => Reply>>;
}

export interface RunningStore {
  port: number;
  url: string;
  state: () => State;
  reset: () => void;
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
  const parts: unknown = {
    path: context.request.params,
    query: context.request.query,
    body: context.request.requestBody,
    account,
    accept,
    images,
    idempotencyKey: typeof key === 'string' && key !== '' ? key : undefined,
    caller: account?.user._id ?? authorization,
  };
  return parts as Input<K>;
}

export async function startStore(options: StoreOptions = {}): Promise<RunningStore> {
  const members = options.members ?? 5000;
  const seed = options.seed ?? 2026;
  let state = seedState({ members, seed, messages: options.messages });
  const sessions = new Sessions();
  const random = seededRandom(seed + 1);
  const now = () => new Date();
  let handlers: Handlers = allHandlers(state, sessions, now, random);

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
      validationFail: (c: Context) => ({
        status: 400,
        body: {
          error: 'Invalid request',
          // At most the contract's 1,000 characters, however many fields are wrong.
          message: (c.validation.errors ?? [])
            .map((e) => `${e.instancePath} ${e.message}`)
            .join('; ')
            .slice(0, 1000),
        },
      }),
    },
  });
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
      // Who may call it comes from the operation's security requirement in the contract.
      const allowed = rolesOf(id);
      if (allowed !== 'public') {
        const refused = refusal(authorization, sessions, allowed);
        if (refused) return refused;
      }
      const handler: Handlers[K] = handlers[id];
      return handler(
        inputOf<K>(context, sessions.account(authorization), accept, images, authorization),
      );
    };
  for (const id of Object.keys(handlers) as OperationId[]) api.register(id, route(id));
  await api.init();

  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://store');
      if (url.pathname === '/__mock/reset' && req.method === 'POST') {
        reset();
        return send(res, { status: 200, body: { message: 'Store reset' } });
      }
      if (options.latency) await new Promise((r) => setTimeout(r, options.latency));
      const raw = await readRaw(req);
      const operation = operationOf(api, req.method, url.pathname);
      // Authentication comes first: no fault by `Prefer`, no body read, no file decoded without it.
      // Who may call it comes from the operation's security requirement in the contract.
      const allowed = operation?.operationId && rolesOf(operation.operationId as OperationId);
      if (allowed && allowed !== 'public') {
        const refused = refusal(req.headers.authorization, sessions, allowed);
        if (refused) return send(res, refused);
      }
      const fault = preferred(req.headers.prefer?.toString());
      const chosen = fault && operation ? faultReply(operation, fault) : undefined;
      if (chosen) return send(res, chosen);
      const type = req.headers['content-type'];
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

  function reset() {
    state = seedState({ members, seed, messages: options.messages });
    handlers = allHandlers(state, sessions, now, random);
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
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
