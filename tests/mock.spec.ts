import { expect, test } from '@playwright/test';
import { MOCK_ORIGIN } from './support/ports';

const bearer = { Authorization: 'Bearer any-token' };
const MEMBER = '65f1a2b3c4d5e6f708192a3b';

test.describe('the Prism mock serves the contract', () => {
  test('answers a valid call with the first example', async ({ request }) => {
    const response = await request.get(`${MOCK_ORIGIN}/api/rewards/get`, { headers: bearer });
    expect(response.status()).toBe(200);
    expect((await response.json()).rewards.length).toBeGreaterThan(0);
  });

  test('answers a call without a token with 401, never 200', async ({ request }) => {
    const response = await request.get(`${MOCK_ORIGIN}/api/rewards/get`);
    expect(response.status()).toBe(401);
  });

  test('serves the joinable missions without a token, as the contract says', async ({
    request,
  }) => {
    const response = await request.get(
      `${MOCK_ORIGIN}/api/missions/joinable-userSide?userId=${MEMBER}`,
    );
    expect(response.status()).toBe(200);
  });

  test('answers a request that breaks the contract with an error, never a silent 200', async ({
    request,
  }) => {
    const missingField = await request.post(`${MOCK_ORIGIN}/api/notification/broadcast`, {
      headers: bearer,
      data: { text: 'wrong field' },
    });
    expect(missingField.status()).toBe(400);
    expect(await missingField.json()).toHaveProperty('error');

    const wrongType = await request.post(`${MOCK_ORIGIN}/api/user-mission/join`, {
      headers: bearer,
      data: { missionId: 42, userId: MEMBER },
    });
    expect(wrongType.status()).toBe(400);
  });

  test('lets a test choose an example or a status with Prefer', async ({ request }) => {
    const empty = await request.get(`${MOCK_ORIGIN}/api/notification/all`, {
      headers: { ...bearer, Prefer: 'example=empty' },
    });
    expect(await empty.json()).toEqual({ messages: [] });

    const fault = await request.get(`${MOCK_ORIGIN}/api/notification/all`, {
      headers: { ...bearer, Prefer: 'code=500' },
    });
    expect(fault.status()).toBe(500);
    expect(typeof (await fault.json()).error).toBe('string');
  });
});
