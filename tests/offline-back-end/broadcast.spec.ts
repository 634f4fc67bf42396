import { expect, test } from '../support/fixtures';
import { signIn } from './offline';

const BODY = 'Our Dubai Marina branch has reopened after its refurbishment.';

test('a deleted broadcast message stays deleted after a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/apps/broadcast-message');
  const search = page.getByRole('searchbox', { name: 'Search broadcast messages' });
  await search.fill('Dubai Marina branch has reopened');
  const row = page.getByRole('row').filter({ hasText: BODY });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Delete message/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, delete it!' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toContainText(
    'Broadcast message deleted.',
  );
  await expect(row).toHaveCount(0);

  await page.reload();
  // Other flows send and delete messages on the same back end: any total, the message not in it.
  await expect(page.getByText(/^Showing \d+ to \d+ of \d+ entries$/)).toBeVisible();
  await search.fill('Dubai Marina branch has reopened');
  await expect(page.getByRole('row').filter({ hasText: BODY })).toHaveCount(0);
});
