// The offline back end's control surface for developers and tests, outside the contract:
// `/__mock/*` on the store's port (the public port hands these paths to the store directly, so
// Prism and the contract checks never see them). See mocks/README.md, "Controls".
//   scenarios  GET /__mock/scenario, POST /__mock/scenario {name}, POST /__mock/reset
//   snapshots  GET /__mock/snapshots, POST /__mock/snapshot {name}, POST /__mock/restore {name}
//   faults     GET /__mock/faults, POST /__mock/faults {operationId | method+path, status | drop |
//              delay, times?}, DELETE /__mock/faults[?operationId=]
//   latency    POST /__mock/latency {ms}
//   contract   GET /__mock/operations (every operation, with the statuses it declares)
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OpenAPIBackend } from 'openapi-backend';
import { answerExamples } from './contract.ts';
import { parseBody, readRaw, Refused as BodyRefused, send, type Reply } from './http.ts';
import {
  isScenarioFile,
  isScenarioName,
  SCENARIOS,
  scenarioState,
  UnknownScenario,
  type ScenarioOptions,
} from './seed/scenarios.ts';
import { existsSync } from 'node:fs';
import { UnreadableScenario } from './record.ts';
import { copyState, copyStateSoon } from './snapshot.ts';
import type { State } from './state.ts';

/** A state with what the store builds around it (its handlers), ready to be put in place. */
export interface Prepared {
  state: State;
}

/** What the control surface changes in the store. */
export interface ControlledStore {
  state: () => State;
  /** Builds the handlers around a state (the activity counts take a moment at 100,000 members). */
  prepare: (state: State) => Prepared;
  /** Puts a prepared state in place. */
  replace: (prepared: Prepared) => void;
  /** Members, seed and messages the scenarios are built with. */
  seedOptions: ScenarioOptions;
}

export interface Fault {
  id: number;
  operationId: string;
  /** Answer this status (the contract's example for it) instead of the operation's own. */
  status?: number;
  /** Close the connection without an answer. */
  drop?: boolean;
  /** Hold the answer this long (ms); with neither status nor drop the operation then answers. */
  delay?: number;
  /** Calls left before the fault clears itself; undefined: until cleared. */
  remaining?: number;
}

interface Snapshot {
  /** The state as it was, never put in place itself. */
  kept: State;
  /** The copy of `kept` the next restore puts in place (made in slices after each restore). */
  next: Promise<Prepared>;
  at: string;
  /** The scenario the state came from: a restore returns to it (and `reset` then seeds it). */
  scenario: string;
}

/** A request to the control surface that cannot be done; answered 400 or 404 with its reason. */
class Refused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const elapsed = (since: number) => Math.round((performance.now() - since) * 10) / 10;

type Operation = { operationId: string; method: string; path: string; statuses: number[] };

export class MockControl {
  latency: number;
  scenario: string;
  private faults: Fault[] = [];
  private made = 0;
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly operations: Map<string, Operation>;
  private readonly store: ControlledStore;
  private readonly api: OpenAPIBackend;

  constructor(
    store: ControlledStore,
    api: OpenAPIBackend,
    { latency = 0, scenario = 'default' }: { latency?: number; scenario?: string } = {},
  ) {
    this.store = store;
    this.api = api;
    this.latency = latency;
    this.scenario = scenario;
    this.operations = new Map(
      api.getOperations().map((operation) => [
        operation.operationId ?? '',
        {
          operationId: operation.operationId ?? '',
          method: operation.method.toUpperCase(),
          path: operation.path,
          statuses: Object.keys(operation.responses ?? {})
            .map(Number)
            .filter(Number.isInteger),
        },
      ]),
    );
  }

  /** The operation a request is for, by the contract's paths. */
  operationOf(method: string | undefined, path: string): string | undefined {
    return (
      this.api.router.matchOperation({ method: method ?? 'GET', path, headers: {}, query: {} })
        ?.operationId ?? undefined
    );
  }

  /**
   * The fault armed for this call of the operation, if any, counted: a fault for the next N calls
   * clears itself after the N-th. The public port takes a drop before Prism sees the call
   * (`dropsNext`); the store takes the rest, so Prism checks a status fault's answer.
   */
  take(operationId: string | undefined): Fault | undefined {
    const fault = this.faults.find((f) => f.operationId === operationId);
    if (!fault) return undefined;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }

  /** Whether the next call at this method and path is to lose its connection (takes the fault). */
  dropsNext(method: string | undefined, path: string): boolean {
    const operationId = this.operationOf(method, path);
    const fault = this.faults.find((f) => f.operationId === operationId);
    return fault?.drop === true && this.take(operationId) !== undefined;
  }

  /** The answer of a status fault: the contract's example for that status, or an `{error}`. */
  answerOf(fault: Fault): Reply {
    const status = fault.status ?? 500;
    const example = [...answerExamples(fault.operationId, String(status)).values()][0];
    return {
      status,
      body: example ?? { error: `Fault armed with /__mock/faults (${status})` },
    };
  }

  /** Answers a `/__mock/*` request; false when the path is not one of the controls. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith('/__mock/')) return false;
    try {
      const { body } = await parseBody(await readRaw(req), req.headers['content-type']);
      const input =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      send(res, await this.answer(req.method ?? 'GET', url, input));
    } catch (error) {
      if (error instanceof Refused || error instanceof BodyRefused)
        return (send(res, { status: error.status, body: { error: error.message } }), true);
      send(res, { status: 500, body: { error: String(error) } });
    }
    return true;
  }

  private async answer(method: string, url: URL, input: Record<string, unknown>): Promise<Reply> {
    const route = `${method} ${url.pathname.replace(/\/$/, '')}`;
    switch (route) {
      case 'POST /__mock/reset':
        return {
          status: 200,
          body: { message: 'Store reset', ...this.useScenario(this.scenario) },
        };
      case 'GET /__mock/scenario':
        return {
          status: 200,
          body: {
            current: this.scenario,
            scenarios: Object.entries(SCENARIOS).map(([name, about]) => ({ name, about })),
          },
        };
      case 'POST /__mock/scenario':
        return { status: 200, body: this.useScenario(text(input.name, 'name')) };
      case 'GET /__mock/snapshots':
        return {
          status: 200,
          body: {
            snapshots: [...this.snapshots].map(([name, { at }]) => ({ name, at })),
          },
        };
      case 'POST /__mock/snapshot':
        return { status: 201, body: this.snapshot(text(input.name, 'name')) };
      case 'POST /__mock/restore':
        return { status: 200, body: await this.restore(text(input.name, 'name')) };
      case 'GET /__mock/faults':
        return { status: 200, body: { faults: this.faults, latency: this.latency } };
      case 'POST /__mock/faults':
        return { status: 201, body: { fault: this.arm(input) } };
      case 'DELETE /__mock/faults': {
        const operationId = url.searchParams.get('operationId');
        if (operationId) this.known(operationId);
        const before = this.faults.length;
        this.faults = operationId ? this.faults.filter((f) => f.operationId !== operationId) : [];
        return { status: 200, body: { cleared: before - this.faults.length } };
      }
      case 'POST /__mock/latency': {
        const ms = input.ms;
        if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 60_000)
          throw new Refused(400, 'latency: "ms" must be a whole number from 0 to 60000');
        this.latency = ms;
        return { status: 200, body: { latency: ms } };
      }
      case 'GET /__mock/operations':
        return { status: 200, body: { operations: [...this.operations.values()] } };
      default:
        throw new Refused(
          404,
          `No control ${route}; see mocks/README.md (scenario, snapshot, restore, faults, latency, operations, reset)`,
        );
    }
  }

  /** Puts a scenario's seeded state in place; snapshots and faults stay. */
  useScenario(name: string) {
    if (!isScenarioName(name) && !(isScenarioFile(name) && existsSync(name)))
      throw new Refused(400, new UnknownScenario(name).message);
    const started = performance.now();
    let state: State;
    try {
      state = scenarioState(name, this.store.seedOptions);
    } catch (error) {
      if (error instanceof UnreadableScenario) throw new Refused(400, error.message);
      throw error;
    }
    this.store.replace(this.store.prepare(state));
    this.scenario = name;
    return { scenario: name, members: state.members.length, ms: elapsed(started) };
  }

  snapshot(name: string) {
    const started = performance.now();
    const kept = copyState(this.store.state());
    this.snapshots.set(name, {
      kept,
      next: this.copyOf(kept),
      at: new Date().toISOString(),
      scenario: this.scenario,
    });
    return { snapshot: name, ms: elapsed(started) };
  }

  /** A copy of a kept state, with its handlers, made in slices between requests. */
  private async copyOf(kept: State): Promise<Prepared> {
    const copy = await copyStateSoon(kept);
    await new Promise((resolve) => setImmediate(resolve));
    return this.store.prepare(copy);
  }

  /** Resolves once the next restore of that snapshot is a swap (its copy is made). */
  async ready(name: string): Promise<void> {
    await this.snapshots.get(name)?.next;
  }

  async restore(name: string) {
    const snapshot = this.snapshots.get(name);
    if (!snapshot) {
      const known = [...this.snapshots.keys()].join(', ') || 'none taken yet';
      throw new Refused(404, `Unknown snapshot "${name}"; snapshots: ${known}`);
    }
    const started = performance.now();
    this.store.replace(await snapshot.next);
    this.scenario = snapshot.scenario;
    snapshot.next = this.copyOf(snapshot.kept);
    return { snapshot: name, scenario: snapshot.scenario, ms: elapsed(started) };
  }

  private known(operationId: string): Operation {
    const operation = this.operations.get(operationId);
    if (!operation)
      throw new Refused(
        400,
        `Unknown operationId "${operationId}": GET /__mock/operations lists the contract's operations`,
      );
    return operation;
  }

  arm(input: Record<string, unknown>): Fault {
    let operationId: string;
    if (typeof input.operationId === 'string') operationId = input.operationId;
    else if (typeof input.method === 'string' && typeof input.path === 'string') {
      const found = this.operationOf(input.method.toUpperCase(), input.path);
      if (!found)
        throw new Refused(
          400,
          `The contract has no operation at ${input.method.toUpperCase()} ${input.path}`,
        );
      operationId = found;
    } else throw new Refused(400, 'faults: give an "operationId", or a "method" and a "path"');
    const operation = this.known(operationId);
    const { status, drop, delay, times } = input;
    if (
      status !== undefined &&
      (typeof status !== 'number' || !operation.statuses.includes(status))
    )
      throw new Refused(
        400,
        `${operationId} declares no ${String(status)} answer; it declares ${operation.statuses.join(', ')}`,
      );
    if (drop !== undefined && typeof drop !== 'boolean')
      throw new Refused(400, 'faults: "drop" is true or false');
    if (delay !== undefined && (typeof delay !== 'number' || delay < 0 || delay > 60_000))
      throw new Refused(400, 'faults: "delay" is a number of ms from 0 to 60000');
    if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1))
      throw new Refused(400, 'faults: "times" is a whole number of calls, 1 or more');
    if (status === undefined && !drop && delay === undefined)
      throw new Refused(400, 'faults: give a "status", "drop": true or a "delay"');
    if (status !== undefined && drop)
      throw new Refused(400, 'faults: a dropped connection has no status');
    this.made += 1;
    const fault: Fault = {
      id: this.made,
      operationId,
      ...(status === undefined ? {} : { status }),
      ...(drop ? { drop: true } : {}),
      ...(delay === undefined ? {} : { delay }),
      ...(times === undefined ? {} : { remaining: times }),
    };
    this.faults.push(fault);
    return fault;
  }
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new Refused(400, `"${field}" is required`);
  return value.trim();
}
