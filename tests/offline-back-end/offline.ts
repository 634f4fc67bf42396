import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '../../mocks/serve.mjs';
import { OFFLINE_APP_ORIGIN, OFFLINE_ORIGIN } from '../support/ports';

export { DEMO_ADMIN, DEMO_STAFF } from '../../mocks/serve.mjs';

type Session = { token: string; user: { fullName: string } };

/** Signs in against the offline back end and gives the page that session, as sign-in would. */
export async function signIn(page: Page, account = DEMO_ADMIN): Promise<string> {
  const response = await page.request.post(`${OFFLINE_ORIGIN}/api/auth/login`, { data: account });
  const session = (await response.json()) as Session;
  await page.context().addInitScript(
    ({ origin, token, user }) => {
      if (location.origin !== origin || localStorage.getItem('token')) return;
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    { origin: OFFLINE_APP_ORIGIN, token: session.token, user: JSON.stringify(session.user) },
  );
  return session.token;
}

/**
 * Signs in through the form as the role's demo account of mocks/README.md (any earlier session
 * forgotten); the header then names the role (`label`).
 */
export async function signInAs(page: Page, role: keyof typeof DEMO_ACCOUNTS, label: string) {
  const account = DEMO_ACCOUNTS[role];
  await page.goto('/auth/boxed-signin');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/boxed-signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Role: ${label}`)).toBeVisible();
}

/** A GET against the offline back end with the admin's token. */
export async function read<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${OFFLINE_ORIGIN}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as T;
}

/** Every advertisement's title, page by page: other tests add and remove banners meanwhile. */
export async function advertisementTitles(
  request: APIRequestContext,
  token: string,
): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; ; page += 1) {
    const { advertisements, total } = await read<{
      advertisements: { title: string }[];
      total: number;
    }>(request, token, `/api/advertisements?page=${page}&limit=50`);
    titles.push(...advertisements.map((ad) => ad.title));
    if (advertisements.length === 0 || page * 50 >= total) return titles;
  }
}

type DeskMember = { _id: string; fullName?: string; memberId?: string; points: number };
export type Mission = {
  _id: string;
  name: string;
  category: { code: number };
  type: string;
  pointsReward: number;
  visitLimit?: number;
  dueDate: string;
};
type Lookup = { matches: { member: DeskMember; missions: { missionId: string }[] }[] };

const DAY = 86_400_000;

/**
 * A member of the users list's page `page` (each test its own five members, by `slot`), joined
 * here to a point mission due later, which the desk's lookup lists among the first nine: its number
 * on the desk. `token` is of a role that may join members to missions.
 */
export async function deskScenarioOn(
  request: APIRequestContext,
  token: string,
  page: number,
  slot: number,
) {
  const headers = { Authorization: `Bearer ${token}` };
  const { users } = await read<{ users: DeskMember[] }>(
    request,
    token,
    `/api/users?page=${page}&limit=50`,
  );
  for (const member of users.slice(slot * 5, slot * 5 + 5)) {
    if (!member.fullName || !member.memberId) continue;
    const { missions } = await read<{ missions: Mission[] }>(
      request,
      token,
      `/api/missions/joinable-userSide?userId=${member._id}`,
    );
    const mission = missions.find(
      (m) =>
        m.category.code === 2 &&
        m.type === 'PointBased' &&
        m.pointsReward > 0 &&
        (m.visitLimit ?? Infinity) >= 5 &&
        new Date(m.dueDate).getTime() > Date.now() + DAY,
    );
    if (!mission) continue;
    const joined = await request.post(`${OFFLINE_ORIGIN}/api/point-mission/join`, {
      headers,
      data: { userId: member._id, missionId: mission._id },
    });
    if (!joined.ok()) continue;
    const lookup = await read<Lookup>(request, token, `/api/users/lookup?q=${member.memberId}`);
    const index = lookup.matches[0]?.missions.findIndex((m) => m.missionId === mission._id) ?? -1;
    if (index < 0 || index > 8) continue;
    return { member: member as Required<DeskMember>, mission, number: String(index + 1) };
  }
  throw new Error('no member of the page fits the scenario');
}
