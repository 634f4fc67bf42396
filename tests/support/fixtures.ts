import { test as base, expect, type Page } from '@playwright/test';
import { APP_ORIGIN } from './ports';

/** The admin the mock signs in (the contract's signIn example). */
export const ADMIN = {
  _id: '6650a1b2c3d4e5f6a7b8c9d0',
  fullName: 'Amelia Clarke',
  email: 'admin@londonclinic.example',
  role: 'administrator',
};

/** Storage of a browser in which the admin has signed in already. */
export const signedInState = {
  cookies: [],
  origins: [
    {
      origin: APP_ORIGIN,
      localStorage: [
        { name: 'token', value: 'test-session-token' },
        { name: 'user', value: JSON.stringify(ADMIN) },
      ],
    },
  ],
};

/**
 * Asks the Prism mock for a particular answer (`code=500`, `example=empty`) on the calls matching
 * `url`, optionally only for one method. The mock serves it from the contract.
 */
export async function preferAnswer(
  page: Page,
  url: string | RegExp,
  prefer: string,
  method?: string,
) {
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method.toUpperCase()) return route.fallback();
    await route.fallback({ headers: { ...route.request().headers(), prefer } });
  });
}

/** Makes the calls matching `url` fail as if the network were down. */
export async function failNetwork(page: Page, url: string | RegExp) {
  await page.route(url, (route) => route.abort('internetdisconnected'));
}

const CSP_MARK = '[csp-violation]';

/**
 * Every test fails on an uncaught error in the page, and on any breach of the Content-Security-Policy
 * (the preview serves the built app under the production policy). A test that provokes a violation
 * on purpose reads and empties `cspViolations`.
 */
export const test = base.extend<{ pageErrors: Error[]; cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript((mark) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.warn(mark, event.violatedDirective, event.blockedURI, event.sample);
        });
      }, CSP_MARK);
      page.on('console', (message) => {
        const text = message.text();
        if (text.startsWith(CSP_MARK)) violations.push(text.slice(CSP_MARK.length).trim());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
