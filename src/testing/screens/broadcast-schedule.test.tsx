// The Broadcast Messages screen's schedule: each message's status in the list, a message scheduled
// at a date and time in the admin's time zone (never in the past), a scheduled one edited or
// cancelled, one being sent stopped within its minute, and a test sent to the admin alone.
import { describe, expect, test } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { openScreen } from '../screen';
import { answer, json, prefer, watch } from '../network';
import { dateTimeSections } from '../date-time-sections';

const SCREEN = '/apps/broadcast-message';
const SCHEDULED = '67d3e4f5a6b7c8d9e0f1a301';
const SENDING = '67d3e4f5a6b7c8d9e0f1a302';
const IN_AN_HOUR = new Date(Date.now() + 3_600_000).toISOString();

const grid = () => page.getByRole('grid', { name: 'Broadcast messages' });
const row = (text: string) => grid().getByRole('row').filter({ hasText: text });
const modal = () => page.getByRole('dialog', { name: 'Send Broadcast' });
const successBanner = () => page.getByRole('status').filter({ hasText: 'Success!' });
const errorBanner = () => page.getByRole('alert').filter({ hasText: 'Error!' });

/** A list with one message of each status, and a test. */
function answerList() {
  const now = Date.now();
  answer('listBroadcastMessages', () =>
    json({
      messages: [
        {
          _id: SENDING,
          body: 'Held for a minute',
          createdAt: new Date(now - 15_000).toISOString(),
          status: 'sending',
          sendAt: new Date(now + 45_000).toISOString(),
          version: 1,
        },
        {
          _id: SCHEDULED,
          body: 'Winter hours from Monday',
          createdAt: new Date(now - 60_000).toISOString(),
          status: 'scheduled',
          sendAt: IN_AN_HOUR,
          channel: 'email',
          audience: { kind: 'tier', tier: 'Silver' },
          version: 3,
        },
        {
          _id: '67d3e4f5a6b7c8d9e0f1a303',
          body: 'Trying the wording',
          createdAt: new Date(now - 120_000).toISOString(),
          status: 'sent',
          sendAt: new Date(now - 120_000).toISOString(),
          test: true,
        },
        {
          _id: '67d3e4f5a6b7c8d9e0f1a304',
          body: 'Changed my mind',
          createdAt: new Date(now - 180_000).toISOString(),
          status: 'cancelled',
          sendAt: new Date(now - 100_000).toISOString(),
        },
        {
          _id: '67d3e4f5a6b7c8d9e0f1a305',
          body: 'Sent before schedules',
          createdAt: '2026-11-01T09:00:00.000Z',
        },
      ],
    }),
  );
}

async function openBroadcast() {
  await openScreen(SCREEN);
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Broadcast Messages' }))
    .toBeVisible();
}

/** Types a date and time into the picker, section by section (en-GB: DD/MM/YYYY hh:mm). */
async function typeDateTime(field: Locator, at: Date) {
  for (const [section, value] of dateTimeSections(at)) {
    await field.getByRole('spinbutton', { name: section }).click();
    await userEvent.keyboard(value);
  }
}

describe('the list', () => {
  test('shows each message’s status, a test marked as one, and what can still be done', async () => {
    answerList();
    await openBroadcast();
    await expect.element(grid().getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await expect.element(row('Held for a minute')).toHaveTextContent(/Sending/);
    await expect
      .element(row('Held for a minute').getByRole('button', { name: /^Stop sending, \d+ seconds/ }))
      .toHaveTextContent(/^Stop \((4\d|3\d) s\)$/);
    const scheduled = row('Winter hours from Monday');
    await expect.element(scheduled).toHaveTextContent(/Scheduled/);
    await expect.element(scheduled).toHaveTextContent(/Goes /);
    await expect.element(scheduled.getByRole('button', { name: /^Edit scheduled/ })).toBeVisible();
    await expect
      .element(scheduled.getByRole('button', { name: /^Cancel scheduled/ }))
      .toBeVisible();
    await expect.element(row('Trying the wording')).toHaveTextContent(/SentTest/);
    await expect.element(row('Changed my mind')).toHaveTextContent(/Cancelled/);
    const old = row('Sent before schedules');
    await expect.element(old).toHaveTextContent(/Sent/);
    expect(old.getByRole('button', { name: /^(Stop|Edit|Cancel)/ }).elements()).toHaveLength(0);
  });
});

describe('schedule', () => {
  test('sends the time picked in the admin’s time zone, and says it is scheduled', async () => {
    const sent = watch('sendBroadcast');
    await openBroadcast();
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    await modal().getByRole('textbox', { name: 'Message' }).fill('Flu jabs next week');
    await modal().getByRole('radio', { name: 'Schedule' }).click();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await expect.element(modal()).toHaveTextContent(`Time zone: ${zone}`);
    const at = new Date(new Date().getFullYear() + 1, 5, 15, 9, 30);
    await typeDateTime(modal().getByRole('group', { name: 'Send at' }), at);
    await modal().getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      body: 'Flu jabs next week',
      sendAt: at.toISOString(),
    });
    await expect
      .element(page.getByRole('dialog', { name: 'Success' }))
      .toHaveTextContent('Broadcast message scheduled.');
  });

  test('a time in the past is refused beside the field, with no call', async () => {
    const sent = watch('sendBroadcast');
    await openBroadcast();
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    await modal().getByRole('textbox', { name: 'Message' }).fill('Too late');
    await modal().getByRole('radio', { name: 'Schedule' }).click();
    await typeDateTime(modal().getByRole('group', { name: 'Send at' }), new Date(2025, 0, 2, 8, 0));
    await modal().getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect
      .element(modal().getByRole('alert'))
      .toHaveTextContent('The send time is in the past');
    expect(sent).toHaveLength(0);
  });

  /** The list, and the edit dialog of its scheduled message; the updates sent are recorded. */
  async function editScheduled() {
    answerList();
    const updates = watch('updateBroadcastMessage');
    await openBroadcast();
    await row('Winter hours from Monday')
      .getByRole('button', { name: /^Edit scheduled/ })
      .click();
    return { dialog: page.getByRole('dialog', { name: 'Edit scheduled message' }), updates };
  }

  test('a scheduled message is edited from its version (If-Match)', async () => {
    const { dialog, updates } = await editScheduled();
    const text = dialog.getByRole('textbox', { name: 'Message' });
    await expect.element(text).toHaveValue('Winter hours from Monday');
    expect(dialog.getByRole('radio').elements()).toHaveLength(0);
    await text.fill('Winter hours from Tuesday');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => updates.length).toBe(1);
    expect(updates[0]!.url.pathname).toBe(`/api/notification/${SCHEDULED}`);
    expect(updates[0]!.headers.get('If-Match')).toBe('"3"');
    expect(JSON.parse(updates[0]!.body)).toEqual({
      body: 'Winter hours from Tuesday',
      sendAt: IN_AN_HOUR,
    });
    await expect
      .element(page.getByRole('dialog', { name: 'Success' }))
      .toHaveTextContent('Scheduled message saved.');
  });

  test('a scheduled message’s audience is changed: audience and channel are sent, said outright', async () => {
    const { dialog, updates } = await editScheduled();
    const audience = dialog.getByRole('combobox', { name: 'Audience' });
    await expect.element(audience).toHaveTextContent('Silver tier');
    await expect
      .element(dialog.getByRole('combobox', { name: 'Channel' }))
      .toHaveTextContent('E-mail');
    await audience.click();
    await page.getByRole('option', { name: 'All members', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => updates.length).toBe(1);
    expect(JSON.parse(updates[0]!.body)).toEqual({
      body: 'Winter hours from Monday',
      sendAt: IN_AN_HOUR,
      audience: { kind: 'all' },
      channel: 'email',
    });
  });

  test('a scheduled message is cancelled after the question', async () => {
    answerList();
    const cancels = watch('cancelBroadcastMessage');
    await openBroadcast();
    await row('Winter hours from Monday')
      .getByRole('button', { name: /^Cancel scheduled/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this message?' });
    await expect.element(confirm).toHaveTextContent('The scheduled message will not be sent.');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    expect(cancels).toHaveLength(0);
    await row('Winter hours from Monday')
      .getByRole('button', { name: /^Cancel scheduled/ })
      .click();
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => cancels.length).toBe(1);
    expect(cancels[0]!.url.pathname).toBe(`/api/notification/${SCHEDULED}/cancel`);
    await expect.element(successBanner()).toHaveTextContent('Scheduled message cancelled.');
  });
});

describe('stop', () => {
  test('stops a message being sent at once, without a question', async () => {
    answerList();
    const cancels = watch('cancelBroadcastMessage');
    await openBroadcast();
    await row('Held for a minute')
      .getByRole('button', { name: /^Stop sending/ })
      .click();
    await expect.poll(() => cancels.length).toBe(1);
    expect(cancels[0]!.url.pathname).toBe(`/api/notification/${SENDING}/cancel`);
    await expect.element(successBanner()).toHaveTextContent('Message stopped: it was not sent.');
  });

  test('too late: the server’s reason is shown', async () => {
    answerList();
    prefer('cancelBroadcastMessage', { code: 409 });
    await openBroadcast();
    await row('Held for a minute')
      .getByRole('button', { name: /^Stop sending/ })
      .click();
    await expect.element(errorBanner()).toHaveTextContent('The message has already gone');
  });
});

describe('test send', () => {
  test('sends the message to the admin alone and keeps the dialog open', async () => {
    const sent = watch('sendBroadcast');
    await openBroadcast();
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    await modal().getByRole('textbox', { name: 'Message' }).fill('  How does this read?  ');
    await modal().getByRole('button', { name: 'Send a test to me' }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({ body: 'How does this read?', test: true });
    const popup = page.getByRole('dialog', { name: 'Success' });
    await expect.element(popup).toHaveTextContent('Test sent to your own account only.');
    // Once the note closes by itself, the dialog is still there to send the real message.
    await expect.element(modal()).toBeVisible();
    await expect
      .element(modal().getByRole('textbox', { name: 'Message' }))
      .toHaveValue('  How does this read?  ');
  });

  test('an empty message is refused as the real send refuses it', async () => {
    const sent = watch('sendBroadcast');
    await openBroadcast();
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    await modal().getByRole('button', { name: 'Send a test to me' }).click();
    await expect
      .element(page.getByRole('dialog', { name: 'Error' }))
      .toHaveTextContent('Message Cannot Be Empty');
    expect(sent).toHaveLength(0);
  });
});
