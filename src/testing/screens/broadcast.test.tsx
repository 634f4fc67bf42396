// The Broadcast Messages screen: its list, paging and search, sending and deleting a message, and
// what the admin sees when a call fails or is slow.
import { describe, expect, test, vi } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { getDefaultStore } from 'jotai';
import i18n from 'i18next';
import { themeAtom } from '@/settings/settings-atoms';
import { openScreen } from '../screen';
import { answer, hold, json, prefer, watch } from '../network';

const SCREEN = '/apps/broadcast-message';
const FIRST_ID = '67d3e4f5a6b7c8d9e0f1a201';

const grid = () => page.getByRole('grid', { name: 'Broadcast messages' });
const footer = () => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
const search = () => page.getByRole('searchbox', { name: 'Search broadcast messages' });
const sendButton = () => page.getByRole('button', { name: 'Send Broadcast' });
const modal = () => page.getByRole('dialog', { name: 'Send Broadcast' });
const message = () => modal().getByRole('textbox', { name: 'Message' });
const errorBanner = () => page.getByRole('alert').filter({ hasText: 'Error!' });
const successBanner = () => page.getByRole('status').filter({ hasText: 'Success!' });
const rows = () => grid().getByRole('row');

/** The whole text, as Playwright's `toHaveText` compares it. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Waits for the footer to read `text`, word for word. */
const expectFooter = (text: string) => expect.element(footer()).toHaveTextContent(exactly(text));

/** As Playwright's `toBeHidden`: nothing matches, or nothing that matches can be seen. */
async function expectHidden(locator: Locator, timeout?: number) {
  await expect
    .poll(
      () =>
        locator.elements().every((element) => {
          const { width, height } = element.getBoundingClientRect();
          return (
            width === 0 || height === 0 || !element.checkVisibility({ visibilityProperty: true })
          );
        }),
      { timeout },
    )
    .toBe(true);
}

async function openBroadcast() {
  await openScreen(SCREEN);
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Broadcast Messages' }))
    .toBeVisible();
}

async function openSendModal(text: string) {
  await sendButton().click();
  await message().fill(text);
}

/** Asks to delete the first message shown; returns the confirmation. */
async function deleteFirst() {
  await rows()
    .nth(1)
    .getByRole('button', { name: /^Delete message/ })
    .click();
  return page.getByRole('alertdialog', { name: 'Are you sure?' });
}

describe('the list', () => {
  test('shows the first 10 messages, newest first, with the footer and the browser date format', async () => {
    const loads = watch('listBroadcastMessages');
    await openBroadcast();
    await expect.poll(() => document.title).toBe('Broadcast Messages | London Clinic');
    await expect.element(page.getByPlaceholder('Search BroadCast Messages')).toBeVisible();
    await expectFooter('Showing 1 to 10 of 25 entries');
    await expect.element(rows()).toHaveLength(11);
    const firstRow = rows().nth(1);
    await expect
      .element(firstRow)
      .toHaveTextContent('Reminder — all London Clinic branches close at 4 pm');
    await expect
      .element(firstRow)
      .toHaveTextContent(new Date('2026-11-21T17:30:00.000Z').toLocaleString());
    await expect.element(firstRow.getByRole('button', { name: /^Delete message/ })).toBeVisible();
    for (const header of ['Message', 'Date & Time', 'Actions']) {
      await expect.element(grid().getByRole('columnheader', { name: header })).toBeVisible();
    }
    expect(loads).toHaveLength(1);
  });

  test('is fetched once: coming back within a minute does not fetch it again', async () => {
    const loads = watch('listBroadcastMessages');
    await openBroadcast();
    await expectFooter('Showing 1 to 10 of 25 entries');
    await page.getByRole('link', { name: 'Create Reward' }).click();
    await page.getByRole('link', { name: 'Broadcast Message' }).click();
    await expectFooter('Showing 1 to 10 of 25 entries');
    expect(loads).toHaveLength(1);
  });

  test('pages by 10, 20 and 50', async () => {
    await openBroadcast();
    await page.getByRole('button', { name: /next page/i }).click();
    await expectFooter('Showing 11 to 20 of 25 entries');
    await page.getByRole('button', { name: /next page/i }).click();
    await expectFooter('Showing 21 to 25 of 25 entries');
    await expect.element(rows()).toHaveLength(6);

    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '20' }).click();
    await expectFooter('Showing 1 to 20 of 25 entries');
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expectFooter('Showing 1 to 25 of 25 entries');
  });

  test('search filters by body ignoring case, and starts again from the first page', async () => {
    await openBroadcast();
    await page.getByRole('button', { name: /next page/i }).click();
    await expectFooter('Showing 11 to 20 of 25 entries');
    await search().fill('REMINDER');
    await expectFooter('Showing 1 to 3 of 3 entries');
    await expect.element(rows()).toHaveLength(4);
    await search().fill('no such words anywhere');
    await expect.element(page.getByText('No messages found')).toBeVisible();
    await expectFooter('Showing 0 to 0 of 0 entries');
    await search().fill('');
    await expectFooter('Showing 1 to 10 of 25 entries');
  });

  test('an empty list says so', async () => {
    prefer('listBroadcastMessages', { example: 'empty' });
    await openBroadcast();
    await expect.element(page.getByText('No messages found')).toBeVisible();
    await expectFooter('Showing 0 to 0 of 0 entries');
  });

  test('says it is loading while the first answer is on its way', async () => {
    const list = hold('listBroadcastMessages');
    await openBroadcast();
    await expect.element(page.getByText('Loading broadcast messages...')).toBeVisible();
    await expect.element(sendButton()).toBeDisabled();
    await expect.element(search()).toBeDisabled();
    list.release();
    await expectFooter('Showing 1 to 10 of 25 entries');
    await expect.element(sendButton()).toBeEnabled();
  });

  test('shows message bodies as text: markup in a body never runs', async () => {
    const dialogs = (['alert', 'confirm', 'prompt'] as const).map((kind) =>
      vi.spyOn(window, kind).mockImplementation(() => undefined as never),
    );
    prefer('listBroadcastMessages', { example: 'hostile' });
    await openBroadcast();
    await expect
      .element(grid().getByText('<img src=x onerror=alert(1)>', { exact: true }))
      .toBeVisible();
    await expect
      .element(grid().getByText('<script>alert(1)</script>', { exact: true }))
      .toBeVisible();
    expect(document.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(
      [...document.querySelectorAll('script')].filter((script) =>
        script.textContent.includes('alert(1)'),
      ),
    ).toHaveLength(0);
    for (const dialog of dialogs) expect(dialog).not.toHaveBeenCalled();
  });
});

describe('list failures', () => {
  test('a server fault shows the server error in a banner that goes after 3 seconds', async () => {
    prefer('listBroadcastMessages', { code: 500 });
    await openBroadcast();
    await expect.element(errorBanner()).toHaveTextContent('Internal server error');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectHidden(errorBanner(), 4500);
  });

  test('a failure with no error text says "Failed to load messages."', async () => {
    answer('listBroadcastMessages', () => json({}, 500));
    await openBroadcast();
    await expect.element(errorBanner()).toHaveTextContent('Failed to load messages.');
  });

  test('a lost connection says "Error loading broadcast messages." and Try again recovers', async () => {
    const reconnect = answer('listBroadcastMessages', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await openBroadcast();
    await expect.element(errorBanner()).toHaveTextContent('Error loading broadcast messages.');
    reconnect();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectFooter('Showing 1 to 10 of 25 entries');
  });

  test('the banner can be closed at once', async () => {
    prefer('listBroadcastMessages', { code: 403 });
    await openBroadcast();
    await expect.element(errorBanner()).toHaveTextContent('Admin access required');
    await errorBanner().getByRole('button', { name: 'Close' }).click();
    await expectHidden(errorBanner());
  });
});

describe('send', () => {
  test('sends the message, says so, closes the modal and reloads the list', async () => {
    const loads = watch('listBroadcastMessages');
    const sent = watch('sendBroadcast');
    await openBroadcast();
    await expect.element(footer()).toBeVisible();
    await openSendModal('The clinic opens at 8 am tomorrow.');
    await modal().getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent.map(({ method, body }) => ({ method, body: JSON.parse(body) as unknown }))).toEqual(
      [{ method: 'POST', body: { body: 'The clinic opens at 8 am tomorrow.' } }],
    );
    const popup = page.getByRole('dialog', { name: 'Success' });
    await expect.element(popup).toHaveTextContent('Broadcast message sent successfully.');
    await expectHidden(modal());
    await expect.poll(() => loads.length).toBe(2);
    await expectHidden(popup, 4000);
  });

  test('an empty or blank message is refused without a call, the modal stays', async () => {
    const sends = watch('sendBroadcast');
    await openBroadcast();
    await openSendModal('   \n  ');
    await modal().getByRole('button', { name: 'Send', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Error' });
    await expect.element(popup).toHaveTextContent('Message Cannot Be Empty');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(modal()).toBeVisible();
    expect(sends).toHaveLength(0);
  });

  test('a server failure shows its error and keeps the draft', async () => {
    prefer('sendBroadcast', { code: 500 });
    await openBroadcast();
    await openSendModal('Keep me');
    await modal().getByRole('button', { name: 'Send', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Error' });
    await expect.element(popup).toHaveTextContent('Internal server error');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(message()).toHaveValue('Keep me');
  });

  test('a failure without an error text says "Failed to send broadcast."', async () => {
    answer('sendBroadcast', () => new Response('', { status: 502 }));
    await openBroadcast();
    await openSendModal('Hello');
    await modal().getByRole('button', { name: 'Send', exact: true }).click();
    await expect
      .element(page.getByRole('dialog', { name: 'Error' }))
      .toHaveTextContent('Failed to send broadcast.');
  });

  test('a lost connection says "Error sending broadcast." and keeps the draft', async () => {
    answer('sendBroadcast', () => Promise.reject(new TypeError('Failed to fetch')));
    await openBroadcast();
    await openSendModal('Offline draft');
    await modal().getByRole('button', { name: 'Send', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Error' });
    await expect.element(popup).toHaveTextContent('Error sending broadcast.');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(message()).toHaveValue('Offline draft');
  });

  test('shows Sending... and accepts one send at a time while busy', async () => {
    const sends = watch('sendBroadcast');
    const sending = hold('sendBroadcast');
    await openBroadcast();
    await openSendModal('Once only');
    await modal().getByRole('button', { name: 'Send', exact: true }).dblClick();
    await expect.element(modal().getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect.element(modal().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    sending.release();
    await expect.element(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
    expect(sends).toHaveLength(1);
  });

  test('Cancel and the close icon close the modal and empty the draft', async () => {
    await openBroadcast();
    for (const closer of ['Cancel', 'Close']) {
      await openSendModal('Draft to forget');
      await modal().getByRole('button', { name: closer, exact: true }).click();
      await expectHidden(modal());
      await sendButton().click();
      await expect.element(message()).toHaveValue('');
      await modal().getByRole('button', { name: 'Cancel' }).click();
    }
  });
});

describe('delete', () => {
  test('asks first; cancelling sends nothing', async () => {
    const deletes = watch('deleteBroadcastMessage');
    await openBroadcast();
    const confirm = await deleteFirst();
    await expect.element(confirm).toHaveTextContent('Delete this broadcast message?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(confirm);
    expect(deletes).toHaveLength(0);
  });

  test('deletes that message, says so in the banner and reloads the list', async () => {
    const loads = watch('listBroadcastMessages');
    const deleted = watch('deleteBroadcastMessage');
    await openBroadcast();
    const confirm = await deleteFirst();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect.poll(() => deleted.length).toBe(1);
    expect(deleted.map(({ url }) => url.pathname)).toEqual([`/api/notification/${FIRST_ID}`]);
    await expect.element(successBanner()).toHaveTextContent('Broadcast message deleted.');
    await expect.poll(() => loads.length).toBe(2);
    await expectHidden(successBanner(), 4500);
  });

  test('a server failure shows its error in the banner', async () => {
    prefer('deleteBroadcastMessage', { code: 404 });
    await openBroadcast();
    await (await deleteFirst()).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect.element(errorBanner()).toHaveTextContent('User not found');
  });

  test('a failure without an error text says "Failed to delete message."', async () => {
    answer('deleteBroadcastMessage', () => json({ message: 'boom' }, 500));
    await openBroadcast();
    await (await deleteFirst()).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect.element(errorBanner()).toHaveTextContent('Failed to delete message.');
  });

  test('a lost connection says "Error deleting message."', async () => {
    answer('deleteBroadcastMessage', () => Promise.reject(new TypeError('Failed to fetch')));
    await openBroadcast();
    await (await deleteFirst()).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect.element(errorBanner()).toHaveTextContent('Error deleting message.');
  });

  test('while a delete is on its way the buttons and the search wait', async () => {
    const deleting = hold('deleteBroadcastMessage');
    await openBroadcast();
    await (await deleteFirst()).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect.element(sendButton()).toBeDisabled();
    await expect.element(search()).toBeDisabled();
    await expect
      .element(
        rows()
          .nth(2)
          .getByRole('button', { name: /^Delete message/ }),
      )
      .toBeDisabled();
    deleting.release();
    await expect.element(successBanner()).toBeVisible();
    await expect.element(sendButton()).toBeEnabled();
  });
});

describe('languages and themes', () => {
  test('in Arabic the screen is right-to-left and translated; dark theme applies', async () => {
    // Arabic and the dark theme chosen, then the screen opened again, as after a reload.
    await openScreen(SCREEN);
    await i18n.changeLanguage('ae');
    getDefaultStore().set(themeAtom, 'dark');
    await openScreen(SCREEN, { reload: true });
    await expect.poll(() => document.documentElement.getAttribute('dir')).toBe('rtl');
    const heading = page.getByRole('heading', { level: 1 });
    await expect.element(heading).toBeVisible();
    await expect.element(heading).not.toHaveTextContent(exactly('Broadcast Messages'));
    await expect.element(page.getByRole('grid')).toBeVisible();
    expect(page.getByText(/^Showing/).elements()).toHaveLength(0);
    expect(document.body.classList.contains('dark')).toBe(true);
  });
});
