import { expect, test } from '../support/fixtures';
import { OFFLINE_ORIGIN } from '../support/ports';
import { read, signIn } from './offline';

type View = { _id: string; name: string; count?: number; filters: Record<string, string> };

test('a segment: filter the members, save the filters as a shared view, open it again from its address', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  const name = `Silver English speakers ${Date.now()}`;
  const { total } = await read<{ total: number }>(
    page.request,
    token,
    '/api/users?membership=Silver&language=en',
  );
  expect(total).toBeGreaterThan(10);
  try {
    await page.goto('/apps/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('group', { name: 'Member filters' });
    await panel.getByRole('combobox', { name: 'Membership' }).click();
    await page.getByRole('option', { name: 'Silver' }).click();
    await panel.getByRole('combobox', { name: 'Preferred language' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/apps\/users\?membership=Silver&language=en$/);
    const footer = `1–10 of ${total.toLocaleString('en')}`;
    await expect(page.getByText(footer, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Save view' }).click();
    const form = page.getByRole('dialog', { name: 'Save this view' });
    await form.getByLabel('Name').fill(name);
    await form.getByText('Share with everyone').click();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form).toBeHidden();
    const picker = page.getByRole('combobox', { name: 'Saved view' });
    await expect(picker).toHaveText(`${name} (${total.toLocaleString('en')})`);

    const { views } = await read<{ views: View[] }>(
      page.request,
      token,
      '/api/saved-views?list=members',
    );
    const saved = views.find((v) => v.name === name)!;
    expect(saved.filters).toEqual({ membership: 'Silver', language: 'en' });

    // The view's address, in a fresh page: the filters, their chips and the same members.
    await page.goto(`/apps/users?view=${saved._id}`);
    await expect(page).toHaveURL(/\/apps\/users\?membership=Silver&language=en$/);
    const chips = page.getByRole('group', { name: 'Active filters' });
    await expect(chips.getByRole('button', { name: 'Membership: Silver' })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Preferred language: English' })).toBeVisible();
    await expect(page.getByText(footer, { exact: true })).toBeVisible();
    await expect(picker).toHaveText(`${name} (${total.toLocaleString('en')})`);
  } finally {
    const { views } = await read<{ views: View[] }>(
      page.request,
      token,
      '/api/saved-views?list=members',
    );
    for (const view of views.filter((v) => v.name === name))
      await page.request.delete(`${OFFLINE_ORIGIN}/api/saved-views/${view._id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
  }
});
