import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { ADMIN, expect, signedInState, test } from './support/fixtures';
import { APP_ORIGIN } from './support/ports';

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';

function policyOf(header: string | undefined): Map<string, string> {
  const directives = (header ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(directives.map(([name = '', ...values]) => [name, values.join(' ')]));
}

test.describe('Content-Security-Policy', () => {
  test('every page is served under a strict policy with a fresh nonce', async ({ page }) => {
    const first = await page.goto('/auth/boxed-signin');
    const policy = policyOf(first?.headers()['content-security-policy']);
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('style-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
    // Scripts: the app's own files, and the page's one inline script (the first visit's) by its hash.
    expect(policy.get('script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(policy.get('style-src')).not.toContain('unsafe');

    const second = await page.goto('/apps/users');
    const secondPolicy = policyOf(second?.headers()['content-security-policy']);
    expect(secondPolicy.get('style-src')).not.toBe(policy.get('style-src'));
    await expect(page.locator('script:not([src])')).toHaveCount(1);
    const inline = await page.locator('script:not([src])').textContent();
    const hash = createHash('sha256')
      .update(inline ?? '')
      .digest('base64');
    expect(secondPolicy.get('script-src')).toBe(`'self' 'sha256-${hash}'`);
  });

  test('the styles MUI writes carry the nonce, so the screens are styled', async ({ page }) => {
    const response = await page.goto('/auth/boxed-signin');
    const nonce = /'nonce-([^']+)'/.exec(
      policyOf(response?.headers()['content-security-policy']).get('style-src') ?? '',
    )?.[1];
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const styleNonces = await page
      .locator('style[data-emotion]')
      .evaluateAll((styles) => styles.map((style) => (style as HTMLStyleElement).nonce));
    expect(styleNonces.length).toBeGreaterThan(0);
    expect(new Set(styleNonces)).toEqual(new Set([nonce]));
    // A styled button, not the browser's default grey one.
    await expect(page.getByRole('button', { name: 'Sign In' })).not.toHaveCSS(
      'background-color',
      'rgb(239, 239, 239)',
    );
  });

  test('a script slipped into the page does not run, and the breach is reported', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/auth/boxed-signin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const image = document.createElement('div');
      image.innerHTML = '<img src="x" onerror="window.__injected = true">';
      document.body.append(image);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
    expect(cspViolations.every((violation) => violation.startsWith('script-src'))).toBe(true);
    cspViolations.splice(0);
  });
});

test.describe('the policy the built page carries', () => {
  test.use({ storageState: signedInState });

  test('alone, as a static host serves it: the screens are styled, and nothing injected runs or loads', async ({
    page,
    cspViolations,
  }) => {
    // A host that sends no header: the page's own meta element is the only policy.
    await page.route(
      (url) => !/^\/(api|assets|locales)\//.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        await route.fulfill({ response, headers });
      },
    );
    const answer = await page.goto('/apps/users');
    expect(answer?.headers()['content-security-policy']).toBeUndefined();
    const meta = policyOf(
      (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ??
        undefined,
    );
    // The page's one inline script (the first visit's) by its hash, nothing else inline.
    expect(meta.get('script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(meta.get('style-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/=]{44}'$/);
    expect(meta.get('img-src')).toBe("'self' data: blob:");
    // The grid (its CSS variables too) and MUI's styles apply without a nonce.
    await expect(page.getByRole('grid')).toContainText('@');
    const variable = await page
      .locator('.MuiDataGrid-root')
      .first()
      .evaluate((grid) => getComputedStyle(grid).getPropertyValue('--DataGrid-t-spacing-unit'));
    expect(variable.trim()).toBe('8px');
    await expect(page.getByRole('button', { name: 'Next page' })).not.toHaveCSS(
      'background-color',
      'rgb(239, 239, 239)',
    );
    expect(cspViolations).toEqual([]);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { display: none }';
      document.head.append(style);
      const image = document.createElement('img');
      image.src = 'https://tracker.example/pixel.png';
      document.body.append(image);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    await expect(page.locator('body')).toBeVisible();
    const directives = cspViolations.map((violation) => violation.split(' ')[0]);
    expect(new Set(directives)).toEqual(new Set(['script-src-elem', 'style-src-elem', 'img-src']));
    cspViolations.splice(0);
  });
});

test.describe('the session token', () => {
  test.use({ storageState: signedInState });

  test('goes only to the API on the app’s origin, never to translations or the joinable missions', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/apps/users');
    await expect(page.getByRole('grid')).toContainText('@');
    await page.goto(`/apps/list/view/${MEMBER}`);
    await expect(page.getByRole('table', { name: 'Total Missions' })).toBeVisible();
    await page.goto('/apps/broadcast-message?lng=fr');
    await expect(page.getByRole('grid')).toBeVisible();

    const withToken = await Promise.all(
      requests.map(async (request) => ({
        url: new URL(request.url()),
        authorization: await request.headerValue('authorization'),
      })),
    );
    const carried = withToken.filter((entry) => entry.authorization !== null);
    expect(carried.length).toBeGreaterThan(3);
    for (const { url, authorization } of carried) {
      expect(url.origin, url.href).toBe(APP_ORIGIN);
      expect(url.pathname, url.href).toMatch(/^\/api\//);
      expect(authorization).toBe('Bearer test-session-token');
    }
    const bare = withToken.filter((entry) => entry.authorization === null).map(({ url }) => url);
    expect(bare.some((url) => url.pathname === '/api/missions/joinable-userSide')).toBe(true);
    expect(bare.some((url) => url.pathname.startsWith('/locales/fr/'))).toBe(true);
  });

  test('Sign Out forgets every answer: signing in again fetches the members afresh', async ({
    page,
  }) => {
    let listLoads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/users') listLoads += 1;
    });
    await page.goto('/apps/users');
    await expect(page.getByRole('grid')).toContainText('@');
    expect(listLoads).toBe(1);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth\/boxed-signin/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/auth\//);
    await page.getByRole('link', { name: 'Users' }).first().click();
    await expect(page.getByRole('grid')).toContainText('@');
    expect(listLoads).toBe(2);
  });
});

test('the built bundle holds no secrets or tokens', () => {
  const assets = join(process.env.BUILD_OUT_DIR ?? 'dist', 'assets');
  const bundle = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
  expect(bundle.length).toBeGreaterThan(100_000);
  const secrets = [
    /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}/, // a JSON Web Token
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /AKIA[0-9A-Z]{16}/, // an AWS access key
    /\b(sk|pk)_(live|test)_[A-Za-z0-9]{10,}/,
    /test-session-token/,
  ];
  for (const secret of secrets) expect(bundle).not.toMatch(secret);
});
