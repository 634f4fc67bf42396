// @vitest-environment node
// Bounds the contract sets and the store keeps: a far or over-long analytics range is answered
// at once, out-of-range numbers are refused before anything adds them up, a blank name is refused,
// and a link the store keeps never breaks the list that shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThroughPrism } from './through-prism.ts';
import type { Advertisement } from './types.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const call = (method: string, path: string, json?: unknown) =>
  backEnd.call(method, path, { token, ...(json === undefined ? {} : { json }) });

/** A JSON body written as text, so numbers JavaScript cannot hold exactly arrive as sent. */
const raw = async (method: string, path: string, text: string) => {
  const answer = await backEnd.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: text,
  });
  return { status: answer.status, data: (await answer.json()) as unknown };
};

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
};

describe('the analytics range', () => {
  it('answers a day past 2100 at once, and the next request too', async () => {
    const far = await timed(() => call('GET', '/api/admin/activity?from=9999-12-31&to=9999-12-31'));
    expect(far.result).toMatchObject({ status: 400, data: { error: 'Invalid request' } });
    expect(far.ms).toBeLessThan(1_000);
    const next = await timed(() =>
      call('GET', '/api/admin/activity?from=2026-11-01&to=2026-11-22'),
    );
    expect(next.result.status).toBe(200);
    expect(next.ms).toBeLessThan(1_000);
  });

  it('answers a range of more than 5 years with 400 Range too long', async () => {
    const long = await call('GET', '/api/admin/activity?from=2001-01-01&to=2100-12-31');
    expect(long).toMatchObject({
      status: 400,
      data: {
        error: 'Range too long',
        message: 'The range can be at most 5 years: choose a "to" day before 2006-01-01.',
      },
    });
    const five = await call('GET', '/api/admin/activity?from=2021-11-23&to=2026-11-22');
    expect(five.status).toBe(200);
    const over = await call('GET', '/api/admin/activity?from=2021-11-22&to=2026-11-22');
    expect(over.status).toBe(400);
  });
});

describe('numbers', () => {
  const mission = (pointsReward: string, name = 'Bounds probe') =>
    `{"name":"${name}","description":"","category":2,"type":"PointBased",` +
    `"pointsReward":${pointsReward},"visitLimit":2,"dueDate":"2099-01-01"}`;

  it('refuses a points reward of 1e308, 2^53 + 1 or more than 10,000, and stores nothing', async () => {
    const before = backEnd.store.state().missions.length;
    for (const points of ['1e308', '9007199254740993', '10001']) {
      const answer = await raw('POST', '/api/missions', mission(points));
      expect(answer, points).toMatchObject({ status: 400, data: { error: 'Invalid request' } });
    }
    expect(backEnd.store.state().missions).toHaveLength(before);
    expect((await raw('POST', '/api/missions', mission('10000'))).status).toBe(200);
  });

  it('refuses a mission edited to an unbounded reward', async () => {
    const [first] = backEnd.store.state().missions;
    const answer = await raw('PUT', `/api/missions/${first!._id}`, mission('1e308'));
    expect(answer.status).toBe(400);
    expect(backEnd.store.state().missions[0]!.pointsReward).toBe(first!.pointsReward);
  });
});

describe('names', () => {
  it('refuses a blank mission name instead of storing ""', async () => {
    const answer = await call('POST', '/api/missions', {
      name: '   ',
      description: '',
      category: 1,
      type: 'VisitBased',
      pointsReward: 10,
      visitLimit: 1,
      dueDate: '2099-01-01',
    });
    expect(answer).toMatchObject({ status: 400, data: { error: 'Invalid request' } });
    expect(backEnd.store.state().missions.some((m) => m.name.trim() === '')).toBe(false);
  });

  it('refuses a blank reward name', async () => {
    const form = new FormData();
    form.append('name', ' \t ');
    form.append('pointsRequired', '10');
    const reward = await backEnd.fetch('/api/rewards', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(reward.status).toBe(400);
  });
});

describe('member names', () => {
  it('refuses a blank full name instead of storing it', async () => {
    const member = backEnd.store.state().members[5]!;
    const answer = await backEnd.call('PUT', `/api/profile/${member._id}`, {
      token,
      form: { fullName: '   ' },
    });
    expect(answer).toMatchObject({ status: 400, data: { error: 'Full name is required' } });
    expect(backEnd.store.state().member(member._id)?.fullName).toBe(member.fullName);
  });
});

describe('advertisement links', () => {
  it('keeps a link with a character an address may not hold as a valid address', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: 'Pipe in the link',
      link: 'https://x.example/a|b',
      startsAt: '2099-03-01T08:00:00.000Z',
      endsAt: '2099-05-31T18:00:00.000Z',
      active: 'true',
    }))
      form.append(key, value);
    const created = await backEnd.fetch('/api/advertisements', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(200);
    const total = backEnd.store.state().advertisements.length;
    const links: string[] = [];
    for (let page = 1; (page - 1) * 10 < total; page++) {
      const answer = await call('GET', `/api/advertisements?page=${page}&limit=10`);
      expect(answer.status, `page ${page}`).toBe(200);
      links.push(
        ...(answer.data as { advertisements: Advertisement[] }).advertisements.map((a) => a.link),
      );
    }
    expect(links).toContain('https://x.example/a%7Cb');
  });
});
