import type { Page, Request } from '@playwright/test';
import { expect, failNetwork, preferAnswer, signedInState, test } from './support/fixtures';

test.use({ storageState: signedInState });

const LIST = '**/api/notification/all';
const SEND = '**/api/notification/broadcast';
const DELETE = /\/api\/notification\/[a-f0-9]{24}$/;
const FIRST_ID = '67d3e4f5a6b7c8d9e0f1a201';

const grid = (page: Page) => page.getByRole('grid', { name: 'Broadcast messages' });
const footer = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search broadcast messages' });

/** Records the requests matching a method and url. */
function recordRequests(page: Page, method: string, url: string | RegExp) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const matches = typeof url === 'string' ? request.url().includes(url) : url.test(request.url());
    if (request.method() === method && matches) seen.push(request);
  });
  return seen;
}

async function openScreen(page: Page) {
  await page.goto('/apps/broadcast-message');
  await expect(page.getByRole('heading', { level: 1, name: 'Broadcast Messages' })).toBeVisible();
}

/** Holds the matching calls until `release()`; the screen sees them as slow. */
async function holdCalls(page: Page, url: string | RegExp, method?: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await released;
    await route.fallback();
  });
  return () => release();
}

test.describe('the list', () => {
  test('shows the first 10 messages, newest first, with the footer and the browser date format', async ({
    page,
  }) => {
    const loads = recordRequests(page, 'GET', '/api/notification/all');
    await openScreen(page);
    await expect(page).toHaveTitle('Broadcast Messages | London Clinic');
    await expect(page.getByPlaceholder('Search BroadCast Messages')).toBeVisible();
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 25 entries');
    await expect(grid(page).getByRole('row')).toHaveCount(11);
    const firstRow = grid(page).getByRole('row').nth(1);
    await expect(firstRow).toContainText('Reminder — all London Clinic branches close at 4 pm');
    const expectedDate = await page.evaluate(() =>
      new Date('2026-11-21T17:30:00.000Z').toLocaleString(),
    );
    await expect(firstRow).toContainText(expectedDate);
    await expect(firstRow.getByRole('button', { name: /^Delete message/ })).toBeVisible();
    for (const header of ['Message', 'Date & Time', 'Actions']) {
      await expect(grid(page).getByRole('columnheader', { name: header })).toBeVisible();
    }
    expect(loads).toHaveLength(1);
  });

  test('is fetched once: coming back within a minute does not fetch it again', async ({ page }) => {
    const loads = recordRequests(page, 'GET', '/api/notification/all');
    await openScreen(page);
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 25 entries');
    await page.getByRole('link', { name: 'Create Reward' }).click();
    await page.getByRole('link', { name: 'Broadcast Message' }).click();
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 25 entries');
    expect(loads).toHaveLength(1);
  });

  test('pages by 10, 20 and 50', async ({ page }) => {
    await openScreen(page);
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(footer(page)).toHaveText('Showing 11 to 20 of 25 entries');
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(footer(page)).toHaveText('Showing 21 to 25 of 25 entries');
    await expect(grid(page).getByRole('row')).toHaveCount(6);

    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '20' }).click();
    await expect(footer(page)).toHaveText('Showing 1 to 20 of 25 entries');
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect(footer(page)).toHaveText('Showing 1 to 25 of 25 entries');
  });

  test('search filters by body ignoring case, and starts again from the first page', async ({
    page,
  }) => {
    await openScreen(page);
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(footer(page)).toHaveText('Showing 11 to 20 of 25 entries');
    await search(page).fill('REMINDER');
    await expect(footer(page)).toHaveText('Showing 1 to 3 of 3 entries');
    await expect(grid(page).getByRole('row')).toHaveCount(4);
    await search(page).fill('no such words anywhere');
    await expect(page.getByText('No messages found')).toBeVisible();
    await expect(footer(page)).toHaveText('Showing 0 to 0 of 0 entries');
    await search(page).fill('');
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 25 entries');
  });

  test('an empty list says so', async ({ page }) => {
    await preferAnswer(page, LIST, 'example=empty');
    await openScreen(page);
    await expect(page.getByText('No messages found')).toBeVisible();
    await expect(footer(page)).toHaveText('Showing 0 to 0 of 0 entries');
  });

  test('says it is loading while the first answer is on its way', async ({ page }) => {
    const release = await holdCalls(page, LIST);
    await openScreen(page);
    await expect(page.getByText('Loading broadcast messages...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Broadcast' })).toBeDisabled();
    await expect(search(page)).toBeDisabled();
    release();
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 25 entries');
    await expect(page.getByRole('button', { name: 'Send Broadcast' })).toBeEnabled();
  });

  test('shows message bodies as text: markup in a body never runs', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await preferAnswer(page, LIST, 'example=hostile');
    await openScreen(page);
    await expect(
      grid(page).getByText('<img src=x onerror=alert(1)>', { exact: true }),
    ).toBeVisible();
    await expect(grid(page).getByText('<script>alert(1)</script>', { exact: true })).toBeVisible();
    expect(await page.locator('img[src="x"], script:text("alert(1)")').count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});

test.describe('list failures', () => {
  test('a server fault shows the server error in a banner that goes after 3 seconds', async ({
    page,
  }) => {
    await preferAnswer(page, LIST, 'code=500');
    await openScreen(page);
    const banner = page.getByRole('alert').filter({ hasText: 'Error!' });
    await expect(banner).toContainText('Internal server error');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 4500 });
  });

  test('a failure with no error text says "Failed to load messages."', async ({ page }) => {
    await page.route(LIST, (route) => route.fulfill({ status: 500, json: {} }));
    await openScreen(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toContainText(
      'Failed to load messages.',
    );
  });

  test('a lost connection says "Error loading broadcast messages." and Try again recovers', async ({
    page,
  }) => {
    await failNetwork(page, LIST);
    await openScreen(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toContainText(
      'Error loading broadcast messages.',
    );
    await page.unroute(LIST);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 25 entries');
  });

  test('the banner can be closed at once', async ({ page }) => {
    await preferAnswer(page, LIST, 'code=403');
    await openScreen(page);
    const banner = page.getByRole('alert').filter({ hasText: 'Error!' });
    await expect(banner).toContainText('Admin access required');
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toBeHidden();
  });
});

test.describe('send', () => {
  test('sends the message, says so, closes the modal and reloads the list', async ({ page }) => {
    const loads = recordRequests(page, 'GET', '/api/notification/all');
    await openScreen(page);
    await expect(footer(page)).toBeVisible();
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Broadcast' });
    await modal
      .getByRole('textbox', { name: 'Message' })
      .fill('The clinic opens at 8 am tomorrow.');
    const sent = page.waitForRequest((request) =>
      request.url().endsWith('/api/notification/broadcast'),
    );
    await modal.getByRole('button', { name: 'Send' }).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({ body: 'The clinic opens at 8 am tomorrow.' });
    const popup = page.getByRole('dialog', { name: 'Success' });
    await expect(popup).toContainText('Broadcast message sent successfully.');
    await expect(modal).toBeHidden();
    await expect.poll(() => loads.length).toBe(2);
    await expect(popup).toBeHidden({ timeout: 4000 });
  });

  test('an empty or blank message is refused without a call, the modal stays', async ({ page }) => {
    const sends = recordRequests(page, 'POST', '/api/notification/broadcast');
    await openScreen(page);
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Broadcast' });
    await modal.getByRole('textbox', { name: 'Message' }).fill('   \n  ');
    await modal.getByRole('button', { name: 'Send' }).click();
    const popup = page.getByRole('dialog', { name: 'Error' });
    await expect(popup).toContainText('Message Cannot Be Empty');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeVisible();
    expect(sends).toHaveLength(0);
  });

  test('a server failure shows its error and keeps the draft', async ({ page }) => {
    await preferAnswer(page, SEND, 'code=500');
    await openScreen(page);
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Broadcast' });
    await modal.getByRole('textbox', { name: 'Message' }).fill('Keep me');
    await modal.getByRole('button', { name: 'Send' }).click();
    const popup = page.getByRole('dialog', { name: 'Error' });
    await expect(popup).toContainText('Internal server error');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(modal.getByRole('textbox', { name: 'Message' })).toHaveValue('Keep me');
  });

  test('a failure without an error text says "Failed to send broadcast."', async ({ page }) => {
    await page.route(SEND, (route) => route.fulfill({ status: 502, body: '' }));
    await openScreen(page);
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Broadcast' });
    await modal.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Error' })).toContainText(
      'Failed to send broadcast.',
    );
  });

  test('a lost connection says "Error sending broadcast." and keeps the draft', async ({
    page,
  }) => {
    await failNetwork(page, SEND);
    await openScreen(page);
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Broadcast' });
    await modal.getByRole('textbox', { name: 'Message' }).fill('Offline draft');
    await modal.getByRole('button', { name: 'Send' }).click();
    const popup = page.getByRole('dialog', { name: 'Error' });
    await expect(popup).toContainText('Error sending broadcast.');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(modal.getByRole('textbox', { name: 'Message' })).toHaveValue('Offline draft');
  });

  test('shows Sending... and accepts one send at a time while busy', async ({ page }) => {
    const sends = recordRequests(page, 'POST', '/api/notification/broadcast');
    const release = await holdCalls(page, SEND);
    await openScreen(page);
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Broadcast' });
    await modal.getByRole('textbox', { name: 'Message' }).fill('Once only');
    await modal.getByRole('button', { name: 'Send' }).dblclick();
    await expect(modal.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
    expect(sends).toHaveLength(1);
  });

  test('Cancel and the close icon close the modal and empty the draft', async ({ page }) => {
    await openScreen(page);
    for (const closer of ['Cancel', 'Close']) {
      await page.getByRole('button', { name: 'Send Broadcast' }).click();
      const modal = page.getByRole('dialog', { name: 'Send Broadcast' });
      await modal.getByRole('textbox', { name: 'Message' }).fill('Draft to forget');
      await modal.getByRole('button', { name: closer, exact: true }).click();
      await expect(modal).toBeHidden();
      await page.getByRole('button', { name: 'Send Broadcast' }).click();
      await expect(modal.getByRole('textbox', { name: 'Message' })).toHaveValue('');
      await modal.getByRole('button', { name: 'Cancel' }).click();
    }
  });
});

test.describe('delete', () => {
  const deleteFirst = async (page: Page) => {
    await grid(page)
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Delete message/ })
      .click();
    return page.getByRole('alertdialog', { name: 'Are you sure?' });
  };

  test('asks first; cancelling sends nothing', async ({ page }) => {
    const deletes = recordRequests(page, 'DELETE', DELETE);
    await openScreen(page);
    const confirm = await deleteFirst(page);
    await expect(confirm).toContainText('Delete this broadcast message?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(deletes).toHaveLength(0);
  });

  test('deletes that message, says so in the banner and reloads the list', async ({ page }) => {
    const loads = recordRequests(page, 'GET', '/api/notification/all');
    await openScreen(page);
    const confirm = await deleteFirst(page);
    const deleted = page.waitForRequest((request) => request.method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    expect(new URL((await deleted).url()).pathname).toBe(`/api/notification/${FIRST_ID}`);
    const banner = page.getByRole('status').filter({ hasText: 'Success!' });
    await expect(banner).toContainText('Broadcast message deleted.');
    await expect.poll(() => loads.length).toBe(2);
    await expect(banner).toBeHidden({ timeout: 4500 });
  });

  test('a server failure shows its error in the banner', async ({ page }) => {
    await preferAnswer(page, DELETE, 'code=404');
    await openScreen(page);
    await (await deleteFirst(page)).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toContainText(
      'User not found',
    );
  });

  test('a failure without an error text says "Failed to delete message."', async ({ page }) => {
    await page.route(DELETE, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await openScreen(page);
    await (await deleteFirst(page)).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toContainText(
      'Failed to delete message.',
    );
  });

  test('a lost connection says "Error deleting message."', async ({ page }) => {
    await failNetwork(page, DELETE);
    await openScreen(page);
    await (await deleteFirst(page)).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toContainText(
      'Error deleting message.',
    );
  });

  test('while a delete is on its way the buttons and the search wait', async ({ page }) => {
    const release = await holdCalls(page, DELETE, 'DELETE');
    await openScreen(page);
    await (await deleteFirst(page)).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByRole('button', { name: 'Send Broadcast' })).toBeDisabled();
    await expect(search(page)).toBeDisabled();
    await expect(
      grid(page)
        .getByRole('row')
        .nth(2)
        .getByRole('button', { name: /^Delete message/ }),
    ).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Broadcast' })).toBeEnabled();
  });
});

test.describe('languages and themes', () => {
  test('in Arabic the screen is right-to-left and translated; dark theme applies', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('i18nextLng', 'ae');
      localStorage.setItem('theme', 'dark');
    });
    await page.goto('/apps/broadcast-message');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText('Broadcast Messages');
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByText(/^Showing/)).toHaveCount(0);
    expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);
  });
});
