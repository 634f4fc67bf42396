import { expect, test } from '../support/fixtures';
import { signIn } from './offline';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a reward is created with a picture, listed, edited, retired and deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const name = `Clinic Tote ${Date.now()}`;
  await page.goto('/apps/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Reward' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Reward', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Create Reward' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Points required').fill('150');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'tote.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(form.getByRole('img', { name: 'The new image, not saved yet' })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search rewards' }).fill(name);
  const grid = page.getByRole('grid', { name: 'Rewards' });
  const row = grid.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveJSProperty('naturalWidth', 1);
  await expect(page).toHaveURL(/search=Clinic/);

  await row.getByRole('button', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Reward' });
  await edit.getByLabel('Points required').fill('175');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('175');

  await row.getByRole('button', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: `Retire ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Reward Retired' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(row).toContainText('Retired');

  await row.getByRole('button', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this reward?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog', { name: 'Reward Deleted' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(grid).toContainText('No reward matches');
});

test('a redeemed reward cannot be deleted: the message offers Retire', async ({ page }) => {
  await signIn(page);
  await page.goto('/apps/rewards?search=Caf%C3%A9%20Voucher');
  const row = page
    .getByRole('grid', { name: 'Rewards' })
    .getByRole('row')
    .filter({ hasText: 'Café Voucher' });
  await row.getByRole('button', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: 'Delete Café Voucher' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this reward?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const inUse = page.getByRole('alertdialog', { name: 'This reward has been redeemed' });
  await expect(inUse).toContainText('Reward has redemptions');
  await expect(inUse.getByRole('button', { name: 'Retire' })).toBeVisible();
  await inUse.getByRole('button', { name: 'Cancel' }).click();
});

for (const [file, buffer, message] of [
  [
    'page.png',
    Buffer.from('<!doctype html><script>alert(1)</script>'),
    'The file is not a PNG, JPEG or WebP image.',
  ],
  [
    'logo.png',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'The file is not a PNG, JPEG or WebP image.',
  ],
  [
    'cut.png',
    PNG.subarray(0, 40),
    'The file is not a PNG, JPEG or WebP image.|The image file is damaged or incomplete.',
  ],
] as const) {
  test(`a hostile upload (${file}) is refused and its message shown`, async ({ page }) => {
    await signIn(page);
    await page.goto('/apps/rewards');
    await page.getByRole('button', { name: 'Create Reward', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Create Reward' });
    await form.getByLabel('Name').fill('Hostile');
    await form.getByLabel('Points required').fill('10');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: file, mimeType: 'image/png', buffer });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Reward Not Saved' })).toContainText(
      new RegExp(message),
    );
  });
}
