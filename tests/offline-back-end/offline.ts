import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../mocks/serve.mjs';
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
