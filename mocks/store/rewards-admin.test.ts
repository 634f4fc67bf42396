// @vitest-environment node
// The reward catalogue through the public side (gate, Prism, store), as the app uses it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv.ts';
import { IMAGE_ERRORS } from './images.ts';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token: string;

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3f51b5' } })
          .png()
          .toBuffer(),
      ),
    ],
    'tote.png',
    { type: 'image/png' },
  );

interface Saved {
  data: { _id: string; image?: string; active: boolean; redemptions: number; name: string };
}
const isSaved = (data: unknown): data is Saved =>
  typeof data === 'object' && data !== null && 'data' in data;

async function create(form: Record<string, string | File>) {
  const answer = await backEnd.call('POST', '/api/rewards', { token, form });
  if (!isSaved(answer.data)) throw new Error(JSON.stringify(answer));
  return answer.data.data;
}

describe('the catalogue', () => {
  it('pages, searches and filters, with redemptions and retired rewards', async () => {
    const page = await backEnd.call('GET', '/api/rewards?page=1&limit=10&sort=-redemptions', {
      token,
    });
    expect(page).toMatchObject({ status: 200, data: { total: 24 } });
    const retired = await backEnd.call('GET', '/api/rewards?active=false', { token });
    expect(retired).toMatchObject({ data: { total: 3 } });
    const search = await backEnd.call('GET', '/api/rewards?search=café', { token });
    expect(search.status).toBe(200);
  });

  it('creates a reward with a picture, kept re-encoded and served as PNG', async () => {
    const saved = await create({
      name: 'Clinic Tote',
      description: 'A cotton tote.',
      pointsRequired: '150',
      active: 'true',
      image: await png(),
    });
    expect(saved).toMatchObject({ name: 'Clinic Tote', active: true, redemptions: 0 });
    expect(saved.image).toMatch(/^\/api\/media\/rewards\/uploads\/[0-9a-f]{24}\.png$/);
    const picture = await backEnd.fetch(saved.image ?? '');
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(40);
    const offered = await backEnd.call('GET', '/api/rewards/get', { token });
    expect(JSON.stringify(offered.data)).toContain(saved._id);
  });

  it('creates a reward without a picture through Prism', async () => {
    const saved = await create({ name: 'Free Eye Test Plus', pointsRequired: '600' });
    expect(saved).toMatchObject({ active: true, redemptions: 0 });
    expect(saved.image).toBeUndefined();
  });

  it('refuses invalid fields with 400', async () => {
    for (const form of [
      { name: '', pointsRequired: '10' },
      { name: 'X', pointsRequired: '0' },
      { name: 'X', pointsRequired: '1.5' },
      { name: 'X'.repeat(81), pointsRequired: '10' },
    ]) {
      const answer = await backEnd.call('POST', '/api/rewards', { token, form });
      // Prism refuses an invalid request with 422, the store with 400.
      expect([400, 422], JSON.stringify(form)).toContain(answer.status);
    }
  });

  it('refuses each hostile picture with its message and stores nothing', async () => {
    const before = await backEnd.call('GET', '/api/rewards?limit=50', { token });
    const hostile: [File, string][] = [
      [
        new File(['<html><script>alert(1)</script></html>'], 'cat.png', { type: 'image/png' }),
        IMAGE_ERRORS.notImage,
      ],
      [
        new File(
          ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
          'logo.png',
          { type: 'image/png' },
        ),
        IMAGE_ERRORS.notImage,
      ],
      [new File([], 'empty.png', { type: 'image/png' }), IMAGE_ERRORS.empty],
      [
        new File([new Uint8Array(2 * 1024 * 1024 + 10)], 'big.png', { type: 'image/png' }),
        IMAGE_ERRORS.tooLarge,
      ],
    ];
    for (const [image, error] of hostile) {
      const answer = await backEnd.call('POST', '/api/rewards', {
        token,
        form: { name: 'Hostile', pointsRequired: '10', image },
      });
      expect(answer).toMatchObject({ status: 400, data: { error } });
    }
    const after = await backEnd.call('GET', '/api/rewards?limit=50', { token });
    expect(after.data).toEqual(before.data);
  });

  it('edits, and retires: gone from /get and no longer redeemable', async () => {
    const saved = await create({ name: 'Water Bottle Deluxe', pointsRequired: '300' });
    const edited = await backEnd.call('PUT', `/api/rewards/${saved._id}`, {
      token,
      form: { pointsRequired: '350', description: 'Insulated.' },
    });
    expect(edited).toMatchObject({
      status: 200,
      data: { data: { pointsRequired: 350, description: 'Insulated.' } },
    });
    const retired = await backEnd.call('PUT', `/api/rewards/${saved._id}`, {
      token,
      form: { active: 'false' },
    });
    expect(retired).toMatchObject({ status: 200, data: { data: { active: false } } });
    const offered = await backEnd.call('GET', '/api/rewards/get', { token });
    expect(JSON.stringify(offered.data)).not.toContain(saved._id);
    const userId = '64b7f0c2a1e4d5f6a7b8c901';
    const redeem = await backEnd.call('POST', '/api/vouchers/redeem', {
      token,
      json: { userId, rewardId: saved._id },
    });
    expect(redeem.status).toBe(404);
  });

  it('deletes a reward nobody redeemed; one redeemed answers 409', async () => {
    const saved = await create({ name: 'Short-lived', pointsRequired: '5' });
    expect((await backEnd.call('DELETE', `/api/rewards/${saved._id}`, { token })).status).toBe(200);
    expect((await backEnd.call('DELETE', `/api/rewards/${saved._id}`, { token })).status).toBe(404);
    const redeemed = await backEnd.call('DELETE', '/api/rewards/66c2d1e3f4a5b6c7d8e9f001', {
      token,
    });
    expect(redeemed).toMatchObject({ status: 409, data: { error: 'Reward has redemptions' } });
  });

  it("lists a reward's redemptions, newest first, and as CSV", async () => {
    const page = await backEnd.call(
      'GET',
      '/api/rewards/66c2d1e3f4a5b6c7d8e9f001/redemptions?limit=10',
      { token },
    );
    expect(page.status).toBe(200);
    const csv = await backEnd.call('GET', '/api/rewards/66c2d1e3f4a5b6c7d8e9f001/redemptions', {
      token,
      headers: { accept: 'text/csv' },
    });
    expect(csv.type).toContain('text/csv');
    expect(String(csv.data).split('\r\n')[0]).toBe(
      'userId,fullName,memberId,pointsUsed,code,redeemedAt',
    );
  });
});

describe('CSV answers a spreadsheet cannot run', () => {
  it('writes a reward name that starts a formula as text, and its points as a number', async () => {
    await create({ name: '+1+cmd|" /C calc"!A0', pointsRequired: '150', active: 'true' });
    const csv = await backEnd.call('GET', '/api/rewards?search=cmd', {
      token,
      headers: { accept: 'text/csv' },
    });
    const [, row] = parseCsv(String(csv.data));
    expect(row?.slice(1, 4)).toEqual([`'+1+cmd|" /C calc"!A0`, '', '150']);
  });

  it("writes a redeeming member's name that starts a formula as text", async () => {
    const rewardId = '66c2d1e3f4a5b6c7d8e9f001';
    const [first] = backEnd.store.state().redemptionsByReward.get(rewardId) ?? [];
    backEnd.store.state().member(first!.userId)!.fullName = '-2+3+SUM(A1:A9)';
    const csv = await backEnd.call('GET', `/api/rewards/${rewardId}/redemptions`, {
      token,
      headers: { accept: 'text/csv' },
    });
    const rows = parseCsv(String(csv.data));
    expect(rows.map((r) => r[1])).toContain("'-2+3+SUM(A1:A9)");
    // pointsUsed stays a number.
    expect(rows.slice(1).every((r) => /^\d+$/.test(r[3] ?? ''))).toBe(true);
  });
});
