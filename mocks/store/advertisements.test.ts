// @vitest-environment node
// The advertisements screen's operations through Prism's validating proxy: the derived status,
// every write followed by the read that shows it, the display order, and the concrete path
// /api/advertisements/order winning over /api/advertisements/{adId}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisementStatus } from './advertisement-rules.ts';
import { startThroughPrism } from './through-prism.ts';
import type { Advertisement } from './types.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const call = (method: string, path: string, json?: unknown, headers?: Record<string, string>) =>
  backEnd.call(method, path, { token, ...(json === undefined ? {} : { json }), headers });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const send = async (
  method: string,
  path: string,
  fields: Record<string, string>,
  image: Buffer | undefined = PNG,
) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image)
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'banner.png');
  const response = await backEnd.fetch(path, {
    method,
    // An update overwrites whatever version is current (If-Match: *).
    headers: { authorization: `Bearer ${token}`, ...(method === 'PUT' ? { 'if-match': '*' } : {}) },
    body: form,
  });
  return { status: response.status, data: (await response.json()) as unknown };
};
const banner = (overrides: Record<string, string> = {}) => ({
  title: 'Spring allergy clinic',
  link: 'https://www.londonclinic.example/allergy',
  startsAt: '2099-03-01T08:00:00.000Z',
  endsAt: '2099-05-31T18:00:00.000Z',
  active: 'true',
  ...overrides,
});
const list = async (query = 'limit=50') => {
  const answer = await call('GET', `/api/advertisements?${query}`);
  expect(answer.status).toBe(200);
  return answer.data as { advertisements: Advertisement[]; total: number };
};

describe('the derived status', () => {
  const ad = { active: true, startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' };
  it('is scheduled before the start, live until the end, ended from the end, inactive when off', () => {
    expect(advertisementStatus(ad, new Date('2026-10-31T23:59:59Z'))).toBe('scheduled');
    expect(advertisementStatus(ad, new Date('2026-11-01T00:00:00Z'))).toBe('live');
    expect(advertisementStatus(ad, new Date('2026-12-01T00:00:00Z'))).toBe('ended');
    expect(advertisementStatus({ ...ad, active: false }, new Date('2026-11-15Z'))).toBe('inactive');
  });
});

describe('the advertisements list', () => {
  it('answers every seeded banner in display order, with banners in every status', async () => {
    const { advertisements, total } = await list();
    expect(total).toBeGreaterThan(10);
    expect(advertisements.map((ad) => ad.order)).toEqual(advertisements.map((_, n) => n + 1));
    const statuses = new Set(advertisements.map((ad) => ad.status));
    expect([...statuses].sort()).toEqual(['ended', 'inactive', 'live', 'scheduled']);
  });

  it('pages and filters by status', async () => {
    const first = await list('limit=10');
    expect(first.advertisements).toHaveLength(10);
    const second = await list('limit=10&page=2');
    expect(second.advertisements[0]!.order).toBe(11);
    const live = await list('status=live&limit=50');
    expect(live.advertisements.length).toBeGreaterThan(0);
    expect(live.advertisements.every((ad) => ad.status === 'live')).toBe(true);
  });
});

describe('writes', () => {
  it('creates a banner last in the order, updates it and deletes it', async () => {
    const before = await list();
    const created = await send('POST', '/api/advertisements', banner());
    expect(created.status).toBe(200);
    const ad = (created.data as { data: Advertisement }).data;
    expect(ad).toMatchObject({ title: 'Spring allergy clinic', status: 'scheduled' });
    expect(ad.order).toBe(before.total + 1);
    const updated = await send(
      'PUT',
      `/api/advertisements/${ad._id}`,
      banner({ active: 'false' }),
      undefined,
    );
    expect(updated.status).toBe(200);
    expect((await list()).advertisements.find((a) => a._id === ad._id)?.status).toBe('inactive');
    expect((await call('DELETE', `/api/advertisements/${ad._id}`)).status).toBe(200);
    expect((await list()).total).toBe(before.total);
    expect((await call('DELETE', `/api/advertisements/${ad._id}`)).status).toBe(404);
  });

  it('keeps only a re-encoded copy of the image, served with its real type', async () => {
    const created = await send('POST', '/api/advertisements', banner());
    const ad = (created.data as { data: Advertisement }).data;
    expect(ad.image).toMatch(/^\/api\/media\/advertisements\/uploads\/[0-9a-f]{24}\.png$/);
    const picture = await backEnd.fetch(ad.image);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses an HTML file renamed .png and stores nothing', async () => {
    const before = (await list()).total;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = await send('POST', '/api/advertisements', banner(), html);
    expect(refused).toEqual({
      status: 400,
      data: { error: 'The file is not a PNG, JPEG or WebP image.' },
    });
    expect((await list()).total).toBe(before);
  });

  it('refuses a link that is not https and an end not after the start', async () => {
    const http = await send('POST', '/api/advertisements', banner({ link: 'http://example.com' }));
    expect(http).toEqual({ status: 400, data: { error: 'Link must start with https://' } });
    const backwards = await send(
      'POST',
      '/api/advertisements',
      banner({ endsAt: '2099-03-01T08:00:00.000Z' }),
    );
    expect(backwards).toEqual({ status: 400, data: { error: 'End must be after start' } });
  });
});

describe('PUT /api/advertisements/order wins over /api/advertisements/{adId}', () => {
  it('moves the listed banners among the places they held and leaves the others', async () => {
    const { advertisements } = await list();
    const [a, b, c, d] = advertisements;
    const answer = await call('PUT', '/api/advertisements/order', { ids: [c!._id, a!._id] });
    expect(answer).toMatchObject({ status: 200, data: { message: 'Advertisement order saved' } });
    const after = (await list()).advertisements;
    expect(after.slice(0, 4).map((ad) => ad._id)).toEqual([c!._id, b!._id, a!._id, d!._id]);
    expect(after.map((ad) => ad.order)).toEqual(after.map((_, n) => n + 1));
  });

  it('refuses an id twice (400) and an unknown id (404)', async () => {
    const { advertisements } = await list();
    const twice = await call('PUT', '/api/advertisements/order', {
      ids: [advertisements[0]!._id, advertisements[0]!._id],
    });
    expect(twice.status).toBe(400);
    const unknown = await call('PUT', '/api/advertisements/order', {
      ids: ['7a00000000000000000fffff'],
    });
    expect(unknown.status).toBe(404);
  });
});
