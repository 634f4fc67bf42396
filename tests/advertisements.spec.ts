import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';

test.use({ storageState: signedInState });

const list = (page: Page) => page.getByRole('list', { name: 'Advertisements in display order' });
const banner = (page: Page, title: string) => list(page).getByRole('listitem', { name: title });
const titles = (page: Page) =>
  list(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

test('drags a banner with the mouse by its handle: the new order is shown and saved', async ({
  page,
}) => {
  await page.goto('/apps/advertisement');
  const handle = banner(page, 'Summer skin check').getByRole('button', {
    name: 'Reorder Summer skin check',
  });
  const target = banner(page, 'Winter flu jabs now open');
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/advertisements/order') && r.request().method() === 'PUT',
  );
  // The save is held until the new order has been read: once it answers, the list is fetched again,
  // and the mock here answers the contract's example, in the old order.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/advertisements\/order$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the 4 px that tell a drag from a click, then over the first banner's upper half.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 20 });
  await page.mouse.up();
  await expect
    .poll(() => titles(page))
    .toEqual(['Summer skin check', 'Winter flu jabs now open', 'Spring allergy clinic']);
  release();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual({
    ids: ['7a0000000000000000000003', '7a0000000000000000000001', '7a0000000000000000000002'],
  });
});
