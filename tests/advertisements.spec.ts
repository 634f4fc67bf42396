import type { Page } from '@playwright/test';
import { expect, preferAnswer, signedInState, test } from './support/fixtures';

test.use({ storageState: signedInState });

const list = (page: Page) => page.getByRole('list', { name: 'Advertisements in display order' });
const banner = (page: Page, title: string) => list(page).getByRole('listitem', { name: title });
const titles = (page: Page) =>
  list(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

test('lists the banners in display order with their status and schedule', async ({ page }) => {
  await page.goto('/apps/advertisement');
  await expect(page).toHaveTitle('Create Advertisement | London Clinic');
  await expect(banner(page, 'Winter flu jabs now open')).toContainText('Live');
  await expect(banner(page, 'Spring allergy clinic')).toContainText('Scheduled');
  await expect(banner(page, 'Summer skin check')).toContainText('Ended');
  expect(await titles(page)).toEqual([
    'Winter flu jabs now open',
    'Spring allergy clinic',
    'Summer skin check',
  ]);
  await expect(banner(page, 'Winter flu jabs now open')).toContainText(
    'https://www.londonclinic.example/flu-jab',
  );
});

test('moves a banner down by keyboard: PUT /api/advertisements/order answers, not the update', async ({
  page,
}) => {
  await page.goto('/apps/advertisement');
  const down = banner(page, 'Winter flu jabs now open').getByRole('button', {
    name: 'Move Winter flu jabs now open down',
  });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/advertisements/order') && r.request().method() === 'PUT',
  );
  await down.focus();
  await page.keyboard.press('Enter');
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ message: 'Advertisement order saved' });
  expect(answer.request().postDataJSON()).toEqual({
    ids: ['7a0000000000000000000002', '7a0000000000000000000001', '7a0000000000000000000003'],
  });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

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

test('a failed save puts the list back and says so', async ({ page }) => {
  await preferAnswer(page, /\/api\/advertisements\/order$/, 'code=500', 'PUT');
  await page.goto('/apps/advertisement');
  await banner(page, 'Spring allergy clinic')
    .getByRole('button', { name: 'Move Spring allergy clinic up' })
    .click();
  const alert = page.getByRole('dialog', { name: 'Order not saved' });
  await expect(alert).toContainText('Internal server error');
  await expect(alert).toContainText('The list is back in its previous order.');
  await alert.getByRole('button', { name: 'OK' }).click();
  expect(await titles(page)).toEqual([
    'Winter flu jabs now open',
    'Spring allergy clinic',
    'Summer skin check',
  ]);
});

test('filters by status in the address', async ({ page }) => {
  await preferAnswer(page, /\/api\/advertisements\?.*status=inactive/, 'example=empty', 'GET');
  await page.goto('/apps/advertisement');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect(page).toHaveURL(/status=inactive/);
  await expect(page.getByText('No advertisement has this status')).toBeVisible();
});
