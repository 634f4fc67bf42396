// Row: restoring a snapshot of the 100,000-member scenario (`POST /__mock/restore`), timed from
// the request to the store's answer and then to the next answer of an API call (a sign-in), so a
// restore that kept the store busy afterwards would be counted. The store runs in this process,
// on its own port; taking the snapshot is reported too (not budgeted).
import { DEMO_ADMIN, SEED_DAY } from '../../mocks/serve.mjs';
import { percentile } from './stats.mjs';

export async function measureSnapshot({ port, rounds = 5, log = () => {} }) {
  const { startStore } = await import('../../mocks/store/server.ts');
  let started = performance.now();
  const store = await startStore({ port, scenario: 'large', today: SEED_DAY });
  const seeded = performance.now() - started;
  const post = async (path, body) => {
    const answer = await fetch(`${store.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  try {
    started = performance.now();
    await post('/__mock/snapshot', { name: 'bench' });
    const taken = performance.now() - started;
    const restores = [];
    for (let round = 0; round < rounds; round += 1) {
      await store.control.ready('bench');
      // A write to undo: a broadcast message by the demo administrator.
      const { token } = await post('/api/auth/login', DEMO_ADMIN);
      await fetch(`${store.url}/api/notification/broadcast`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ body: `Benchmark round ${round}` }),
      });
      started = performance.now();
      const { ms } = await post('/__mock/restore', { name: 'bench' });
      await post('/api/auth/login', DEMO_ADMIN);
      restores.push(performance.now() - started);
      log(`  restore ${round + 1}: ${Math.round(restores.at(-1))} ms (in the store ${Math.round(ms)} ms)`);
    }
    return { members: store.state().members.length, seeded, taken, restores, restore: percentile(restores, 50) };
  } finally {
    await store.close();
  }
}
