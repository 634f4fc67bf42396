// The offline back end's controls (`/__mock/*`, mocks/README.md), outside the contract: the
// developer panel of `npm start` uses them (src/features/dev-panel/). Not part of the production
// build: only that panel imports this module.
import { queryClient } from './query-client';

export interface MockOperation {
  operationId: string;
  method: string;
  path: string;
  statuses: number[];
}

export interface MockFault {
  id: number;
  operationId: string;
  status?: number;
  drop?: boolean;
  delay?: number;
  remaining?: number;
}

export interface MockControls {
  scenario: string;
  scenarios: { name: string; about: string }[];
  snapshots: string[];
  faults: MockFault[];
  latency: number;
  operations: MockOperation[];
}

/** Calls a control; a refusal throws the back end's own reason. */
export async function mockControl<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`/__mock/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await answer.json()) as T & { error?: string };
  if (!answer.ok) throw new Error(data.error ?? `${method} /__mock/${path}: ${answer.status}`);
  return data;
}

/** Everything the panel shows, read at once. */
export async function readMockControls(): Promise<MockControls> {
  const [scenario, snapshots, faults, operations] = await Promise.all([
    mockControl<{ current: string; scenarios: { name: string; about: string }[] }>(
      'GET',
      'scenario',
    ),
    mockControl<{ snapshots: { name: string }[] }>('GET', 'snapshots'),
    mockControl<{ faults: MockFault[]; latency: number }>('GET', 'faults'),
    mockControl<{ operations: MockOperation[] }>('GET', 'operations'),
  ]);
  return {
    scenario: scenario.current,
    scenarios: scenario.scenarios,
    snapshots: snapshots.snapshots.map((s) => s.name),
    faults: faults.faults,
    latency: faults.latency,
    operations: operations.operations,
  };
}

/** After a scenario switch or a restore every answer may differ: the screen reads again. */
export function refetchEverything(): Promise<void> {
  return queryClient.invalidateQueries();
}
