import { expect, signedInState, test } from './support/fixtures';

test.use({ storageState: signedInState });

test('a reward’s redemptions open beside the catalogue, paged, with the whole list as CSV', async ({
  page,
}) => {
  await page.goto('/apps/rewards');
  const row = page
    .getByRole('grid', { name: 'Rewards' })
    .getByRole('row')
    .filter({ hasText: 'Café Voucher' });
  await row.getByRole('button', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: 'Redemptions of Café Voucher' }).click();

  const panel = page.getByRole('dialog', { name: 'Redemptions of Café Voucher' });
  const grid = panel.getByRole('grid', { name: 'Redemptions of the reward' });
  const first = grid.getByRole('row').filter({ hasText: 'LC-CAFE-7Q2M9X' });
  await expect(first).toBeVisible();
  await expect(first).toContainText('200');
  await expect(first.getByRole('link', { name: 'ليلى حداد' })).toHaveAttribute(
    'href',
    '/apps/list/view/64b7f0c2a1e4d5f6a7b8c901',
  );
  // The admin's locale and time zone (the browser's: en-GB, London).
  await expect(first).toContainText('12/11/2026, 15:20');
  // Paged on the server: the total is the server's, not the rows on this page.
  await expect(panel).toContainText('of 38');

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^reward-66c2d1e3f4a5b6c7d8e9f001-redemptions-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  expect(text).toContain('ID,Member,Member ID,Points used,Voucher code,Redeemed at');
  expect(text).toContain('64b7f0c2a1e4d5f6a7b8c901,ليلى حداد,LC-000123,200,LC-CAFE-7Q2M9X,');

  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(row).toBeVisible();
});
