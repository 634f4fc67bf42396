import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { advertisementTitles, read, signIn } from './offline';

type Page_ = { advertisements: { _id: string; title: string; image: string; order: number }[] };

// Playwright's trace recorder fetches the form's blob: previews to snapshot them, a request the
// app's Content-Security-Policy (connect-src 'self') refuses and the fixture would count as the
// app's own violation; these tests run without a trace so the policy stays strict.
test.use({ trace: 'off' });

/** A 2 x 1 PNG: a valid banner picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGBkAHe8C/mJ2nscAAAAASUVORK5CYII=',
  'base64',
);

const list = (page: Page) => page.getByRole('list', { name: 'Advertisements in display order' });
const banner = (page: Page, title: string) => list(page).getByRole('listitem', { name: title });

async function acknowledge(page: Page, title: string) {
  const done = page.getByRole('dialog', { name: title });
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
}

test('create a banner with its image, see it listed, edit it, reorder it by keyboard (and see a failed save rolled back), delete it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(page);
  const title = `Flu clinic ${Date.now()}`;
  await page.goto('/apps/advertisement?limit=50');
  await expect(page).toHaveTitle('Create Advertisement | London Clinic');

  await page.getByRole('button', { name: 'Create Advertisement', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Advertisement' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('textbox', { name: 'Link' }).fill('http://www.londonclinic.example/flu');
  await expect(
    dialog.getByText(
      'The link must be an https:// address, for example https://www.londonclinic.example/offer.',
    ),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Link' }).fill('https://www.londonclinic.example/flu');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByRole('img', { name: 'The new image, not saved yet' })).toBeVisible();
  const preview = dialog.getByRole('img', { name: 'Preview in the member app' });
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('www.londonclinic.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await acknowledge(page, 'Advertisement created');

  const row = banner(page, title);
  await expect(row).toContainText('Scheduled');
  const saved = await read<Page_>(page.request, token, '/api/advertisements?limit=50');
  const created = saved.advertisements.find((ad) => ad.title === title)!;
  expect(created.image).toMatch(/^\/api\/media\/advertisements\/uploads\/[0-9a-f]{24}\.png$/);
  // Last in display order; other tests add and remove banners meanwhile, so no fixed number.
  expect(created.order).toBe(Math.max(...saved.advertisements.map((ad) => ad.order)));
  const above = saved.advertisements
    .filter((ad) => ad.order < created.order)
    .sort((a, b) => b.order - a.order)[0]!;

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Advertisement' });
  await edit.getByLabel('Title').fill(`${title} (edited)`);
  await edit.getByRole('switch', { name: 'Active (shown while live)' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await acknowledge(page, 'Advertisement updated');
  const edited = banner(page, `${title} (edited)`);
  await expect(edited).toContainText('Inactive');

  // Move up by keyboard: the focus stays on the banner's button, the order is saved.
  const up = edited.getByRole('button', { name: `Move ${title} (edited) up` });
  await up.focus();
  const order = page.waitForResponse((r) => r.url().endsWith('/api/advertisements/order'));
  await page.keyboard.press('Enter');
  expect((await order).status()).toBe(200);
  await expect(up).toBeFocused();
  const after = await read<Page_>(page.request, token, '/api/advertisements?limit=50');
  const ids = [...after.advertisements].sort((a, b) => a.order - b.order).map((ad) => ad._id);
  expect(ids.indexOf(created._id)).toBe(ids.indexOf(above._id) - 1);

  // A failed save: the list goes back and says so.
  await page.route(/\/api\/advertisements\/order$/, (route) =>
    route.fallback({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
  await page.keyboard.press('Enter');
  const failed = page.getByRole('dialog', { name: 'Order not saved' });
  await expect(failed).toContainText('The list is back in its previous order.');
  await failed.getByRole('button', { name: 'OK' }).click();
  const titles = await list(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  expect(titles.indexOf(`${title} (edited)`)).toBe(created.order - 2);
  await page.unroute(/\/api\/advertisements\/order$/);

  await edited.getByRole('button', { name: `Delete ${title} (edited)` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this advertisement?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await acknowledge(page, 'Advertisement deleted');
  await expect(edited).toHaveCount(0);
});

test('a hostile upload is refused with the server’s message and nothing is stored', async ({
  page,
}) => {
  const token = await signIn(page);
  await page.goto('/apps/advertisement');
  await page.getByRole('button', { name: 'Create Advertisement', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Advertisement' });
  await dialog.getByLabel('Title').fill('Hostile banner');
  await dialog.getByRole('textbox', { name: 'Link' }).fill('https://www.londonclinic.example/x');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('dialog', { name: 'Advertisement not saved' });
  await expect(alert).toContainText('The file is not a PNG, JPEG or WebP image.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('The file is not a PNG, JPEG or WebP image.')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Hostile banner');
  expect(await advertisementTitles(page.request, token)).not.toContain('Hostile banner');
});
