import { loadavg } from 'node:os';

/** The load average now, beside each timing (the machine is shared; timings follow its load). */
export const loadNow = () => `load ${loadavg()[0].toFixed(1)}`;
