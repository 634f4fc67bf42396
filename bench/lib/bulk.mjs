// Row 5: a group of members and a bulk action on all of them, against the offline back end with
// 100,000 members (each answer held 50 ms, as every all-day row): how long the members' views take
// to answer with their live counts (what the list's view picker waits for), and a bulk join of
// every member to one mission: the dry run, the start, the job to its end, and the longest wait
// between two changes of its progress, read every 100 ms (the app bar reads it every second).
import { percentile } from './stats.mjs';
import { loadNow } from './load.mjs';
import { row } from './report.mjs';

const COUNT_BUDGET_MS = 200;
const JOB_BUDGET_MS = 30_000;
const PROGRESS_BUDGET_MS = 1000;
const COUNT_RUNS = 5;
const POLL_MS = 100;
/** A job that has not ended by then has failed the row; the bench goes on. */
const JOB_LIMIT_MS = 120_000;

/** Calls the back end as the signed-in admin; resolves to `{ body, ms }` or throws on an error. */
async function call(origin, token, method, path, body) {
  const start = performance.now();
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await answer.text();
  const ms = performance.now() - start;
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text.slice(0, 200)}`);
  return { body: text ? JSON.parse(text) : undefined, ms };
}

export async function measure(_browser, { offline, log }) {
  const { token } = offline.session;
  const origin = offline.backEnd;
  const group = 'Segments and bulk jobs in the offline back end (100,000 members, answers held 50 ms)';
  const rows = [];

  // A segment's count: the members' views, each with how many members it selects now.
  const counts = [];
  let views = 0;
  for (let run = 0; run < COUNT_RUNS; run += 1) {
    const { body, ms } = await call(origin, token, 'GET', '/api/saved-views?list=members');
    views = body.views.length;
    counts.push(ms);
  }
  const count = percentile(counts, 50);
  log(`  the members' views with their counts: ${Math.round(count)} ms (${views} views; ${loadNow()})`);
  rows.push(
    row(group, `the members' views with their live counts (median of ${COUNT_RUNS})`, count, 'ms', COUNT_BUDGET_MS, {
      note: `${views} views counted in one answer; ${loadNow()}`,
    }),
  );

  // A bulk join of every member to an active mission.
  const { body: missions } = await call(origin, token, 'GET', '/api/missions?page=1&limit=10&status=active');
  const mission = missions.missions[0];
  const request = { selection: { filters: {} }, action: { type: 'joinMission', missionId: mission._id } };
  const preview = await call(origin, token, 'POST', '/api/bulk-jobs/preview', request);
  const began = performance.now();
  const started = await call(origin, token, 'POST', '/api/bulk-jobs', request);
  const jobId = started.body._id;
  let job = started.body;
  let lastChange = began;
  let lastDone = job.done;
  let longestWait = 0;
  while (job.status === 'queued' || job.status === 'running') {
    if (performance.now() - began > JOB_LIMIT_MS) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    job = (await call(origin, token, 'GET', `/api/bulk-jobs/${jobId}`)).body;
    const now = performance.now();
    if (job.done !== lastDone || job.status === 'done') {
      longestWait = Math.max(longestWait, now - lastChange);
      lastChange = now;
      lastDone = job.done;
    }
  }
  const finished = job.status === 'done' ? performance.now() - began : Number.POSITIVE_INFINITY;
  const joined = `${job.changed.toLocaleString('en')} of ${job.total.toLocaleString('en')} joined (${job.status})`;
  log(
    `  bulk join: dry run ${Math.round(preview.ms)} ms, start ${Math.round(started.ms)} ms, finished in ${(finished / 1000).toFixed(1)} s, longest wait for progress ${Math.round(longestWait)} ms; ${joined}`,
  );
  const what = `a bulk join of all ${job.total.toLocaleString('en')} members`;
  rows.push(row(group, `${what}: the dry run`, preview.ms, 'ms'));
  rows.push(row(group, `${what}: the start answered (202)`, started.ms, 'ms'));
  rows.push(row(group, `${what}: the job finished`, finished, 's', JOB_BUDGET_MS, { note: `${joined}; ${loadNow()}` }));
  rows.push(
    row(group, `${what}: the longest wait between two changes of its progress`, longestWait, 'ms', PROGRESS_BUDGET_MS, {
      note: `progress read every ${POLL_MS} ms`,
    }),
  );
  return { rows, details: { counts, preview: preview.ms, start: started.ms, finished, longestWait, job } };
}
