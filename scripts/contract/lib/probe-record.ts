// What the toolkit's own tests record for the probes of docs/reliability.md (written by
// tests/support/reliability-reporter.ts): each planted fault and whether the command meant to
// catch it named its operation and class, and each run against the offline back end.

/** A planted fault of fixtures/fault-server.mjs and what the command that should catch it said. */
export type PlantedRecord = {
  fault: string;
  operation: string;
  cause: string;
  command: string;
  /** The fault's operation failed with the fault's cause, and nothing else failed. */
  caught: boolean;
};

/** A run of contract:check or contract:fuzz against the offline back end. */
export type OfflineRecord = {
  command: string;
  /** Operations that failed (or were not reached). */
  findings: number;
  /** The failing operations per class (cause). */
  causes: Record<string, number>;
  operations: number;
  /** contract:fuzz: probes sent per class (cause). */
  probes?: Record<string, number>;
  /** contract:check --role: the roles whose tokens were tried. */
  roles?: string[];
};

declare module 'vitest' {
  interface TaskMeta {
    planted?: PlantedRecord;
    offline?: OfflineRecord;
  }
}
