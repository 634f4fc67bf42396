import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { OFFLINE_ORIGIN } from '../support/ports';
import { read, signIn } from './offline';
import { dateTimeSections } from '../../src/testing/date-time-sections';

/**
 * A broadcast tried, scheduled and stopped against the offline back end: a test sent to the admin
 * alone shows marked as a test; a message scheduled for tomorrow (picked in the admin's time zone)
 * is cancelled and stays cancelled after a reload; a message sent now counts its minute down (the
 * page's clock moved on, never a real minute waited) and is stopped within it. The messages made
 * here are deleted again, so the list's counts other flows read stay as seeded.
 */
const RUN = Date.now().toString(36);
const TEXT = {
  test: `Trying the wording ${RUN}`,
  scheduled: `Winter hours from Monday ${RUN}`,
  now: `Oops, the wrong branch ${RUN}`,
};

const modal = (page: Page) => page.getByRole('dialog', { name: 'Send Broadcast' });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const success = (page: Page) => page.getByRole('status').filter({ hasText: 'Success!' });

async function write(page: Page, text: string) {
  await page.getByRole('button', { name: 'Send Broadcast' }).click();
  await modal(page).getByRole('textbox', { name: 'Message' }).fill(text);
}

/** Types a date and time into the picker, section by section. */
async function typeDateTime(page: Page, field: Locator, at: Date) {
  for (const [section, value] of dateTimeSections(at)) {
    await field.getByRole('spinbutton', { name: section }).click();
    await page.keyboard.type(value);
  }
}

async function deleteOurs(request: APIRequestContext, token: string) {
  const { messages } = await read<{ messages: { _id: string; body: string }[] }>(
    request,
    token,
    '/api/notification/all',
  );
  for (const message of messages.filter((m) => m.body.endsWith(RUN)))
    await request.delete(`${OFFLINE_ORIGIN}/api/notification/${message._id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
}

test('test-send, schedule and cancel, send now and stop within the minute', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const token = await signIn(page);
  try {
    await page.goto('/apps/broadcast-message');
    const search = page.getByRole('searchbox', { name: 'Search broadcast messages' });

    // A test to the admin alone: the dialog stays open for the real message.
    await write(page, TEXT.test);
    await modal(page).getByRole('button', { name: 'Send a test to me' }).click();
    await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
      'Test sent to your own account only.',
    );
    await expect(modal(page)).toBeVisible();
    await modal(page).getByRole('button', { name: 'Cancel' }).click();
    await search.fill(RUN);
    await expect(row(page, TEXT.test)).toContainText('Sent');
    await expect(row(page, TEXT.test)).toContainText('Test');

    // Scheduled for tomorrow morning, in the admin's time zone; then cancelled.
    await write(page, TEXT.scheduled);
    await modal(page).getByRole('radio', { name: 'Schedule' }).click();
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(modal(page)).toContainText(`Time zone: ${zone}`);
    const tomorrow = new Date((await page.evaluate(() => Date.now())) + 86_400_000);
    tomorrow.setHours(9, 30, 0, 0);
    await typeDateTime(page, modal(page).getByRole('group', { name: 'Send at' }), tomorrow);
    await modal(page).getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
      'Broadcast message scheduled.',
    );
    const scheduled = row(page, TEXT.scheduled);
    await expect(scheduled).toContainText('Scheduled');
    await expect(scheduled).toContainText('Goes');
    await scheduled.getByRole('button', { name: /^Cancel scheduled/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel this message?' })
      .getByRole('button', { name: 'Yes, cancel it' })
      .click();
    await expect(success(page)).toContainText('Scheduled message cancelled.');
    await expect(scheduled).toContainText('Cancelled');
    await expect(scheduled.getByRole('button', { name: /^(Edit|Cancel) scheduled/ })).toHaveCount(
      0,
    );

    // Sent now: held for a minute, counted down, stopped within it.
    await write(page, TEXT.now);
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
      'It goes in 60 seconds',
    );
    const held = row(page, TEXT.now);
    await expect(held).toContainText('Sending');
    const stop = held.getByRole('button', { name: /^Stop sending/ });
    await expect(stop).toHaveText(/^Stop \((5\d|60) s\)$/);
    await page.clock.fastForward(30_000);
    await expect(stop).toHaveText(/^Stop \(([23]\d) s\)$/);
    await stop.click();
    await expect(success(page)).toContainText('Message stopped: it was not sent.');
    await expect(held).toContainText('Cancelled');

    // What the store keeps: after a reload, the test, the cancelled and the stopped message.
    await page.reload();
    await search.fill(RUN);
    await expect(row(page, TEXT.scheduled)).toContainText('Cancelled');
    await expect(row(page, TEXT.now)).toContainText('Cancelled');
    await expect(row(page, TEXT.test)).toContainText('Test');
  } finally {
    await deleteOurs(request, token);
  }
});
