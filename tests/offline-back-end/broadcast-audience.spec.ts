import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { read, signIn } from './offline';

type Member = { _id: string; fullName?: string; phoneNumber?: string; membership?: string };

/** The last named Gold member with a phone number on the first page (no other test's). */
async function chosenMember(page: Page, token: string) {
  const { users } = await read<{ users: Member[] }>(
    page.request,
    token,
    '/api/users?membership=Gold&limit=50',
  );
  const member = users.findLast((m) => m.fullName && m.phoneNumber);
  if (!member) throw new Error('no named Gold member with a phone number');
  return member;
}

type Reach = { reach: { members: number; reached: number } };

/**
 * Opens the send dialog with the Gold tier by SMS; answers the dialog and the reach the back end
 * counted, once the dialog shows it.
 */
async function goldBySms(page: Page) {
  await page.goto('/apps/broadcast-message');
  await page.getByRole('button', { name: 'Send Broadcast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Broadcast' });
  await dialog.getByRole('combobox', { name: 'Audience' }).click();
  await page.getByRole('option', { name: 'Gold tier' }).click();
  const counted = page.waitForResponse(
    (response) =>
      response.url().includes('/api/notification/reach') &&
      response.url().includes('audience=tier%3AGold') &&
      response.url().includes('channel=sms'),
  );
  await dialog.getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'SMS' }).click();
  const { reach } = (await (await counted).json()) as Reach;
  const shown = dialog.getByRole('status');
  await expect(shown).toContainText(
    `Members who will receive it: ${reach.reached}. Left out: ${reach.members - reach.reached}.`,
  );
  return { dialog, reach };
}

test("a broadcast's audience: a consent change moves the reach, the message keeps its audience and reach", async ({
  page,
}) => {
  const token = await signIn(page);
  const member = await chosenMember(page, token);

  // 1. The Gold tier by SMS: how many it reaches now.
  const first = await goldBySms(page);
  const before = first.reach;
  await first.dialog.getByRole('button', { name: 'Cancel' }).click();

  // 2. The member's SMS consent changed on their profile.
  await page.goto(`/apps/list/view/${member._id}`);
  const privacy = page.getByRole('region', { name: 'Privacy' });
  const smsRow = privacy.getByRole('row').filter({ hasText: 'SMS' });
  const change = smsRow.getByRole('button');
  const giving = (await change.textContent()) === 'Record consent';
  await change.click();
  const consent = page.getByRole('dialog');
  await consent.getByRole('combobox', { name: 'How did the member tell you?' }).click();
  await page.getByRole('option', { name: 'By phone' }).click();
  await consent.getByRole('textbox', { name: 'Reason' }).fill('Called the clinic on 26 November');
  await consent.getByRole('button', { name: 'Save' }).click();
  await expect(privacy.getByRole('status')).toHaveText('Consent for SMS recorded.');

  // 3. The send dialog's count moved by that one member.
  const { dialog, reach: after } = await goldBySms(page);
  expect(after.reached).toBe(before.reached + (giving ? 1 : -1));
  expect(after.members).toBe(before.members);

  // 4. Sent: the list names the audience, the channel and the reach.
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Gold evening on 4 December.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Broadcast message sent successfully.',
  );
  const row = page.getByRole('row').filter({ hasText: 'Gold evening on 4 December.' });
  await expect(row).toContainText('Gold tier');
  await expect(row).toContainText('SMS');
  await expect(row).toContainText(`${after.reached} of ${after.members}`);
});
