import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { read, signIn } from './offline';

type Member = { _id: string; memberId: string; fullName?: string; email?: string };
type Consent = { channel: string; granted: boolean; source?: string; reason?: string };

/**
 * This file's member: the first named one with an e-mail address on page 95 of the users list,
 * which no other test uses (anonymising takes them out of the list, so only later pages move).
 */
async function chosenMember(page: import('@playwright/test').Page, token: string) {
  const { users } = await read<{ users: Member[] }>(
    page.request,
    token,
    '/api/users?page=95&limit=50',
  );
  const member = users.find((m) => m.fullName && m.email);
  if (!member) throw new Error('page 95 has no named member with an e-mail address');
  return member;
}

test("a member's data: consent changed with a reason, everything exported, then anonymised and gone from search", async ({
  page,
}) => {
  const token = await signIn(page);
  const member = await chosenMember(page, token);
  const name = member.fullName!;
  const privacy = page.getByRole('region', { name: 'Privacy' });

  // Found by name before.
  await page.goto(`/apps/users?search=${encodeURIComponent(member.email!)}`);
  await expect(page.getByRole('link', { name })).toBeVisible();

  // 1. Consent for e-mail changed, with how and why.
  await page.goto(`/apps/list/view/${member._id}`);
  const emailRow = privacy.getByRole('row').filter({ hasText: 'E-mail' });
  await expect(emailRow).toBeVisible();
  const change = emailRow.getByRole('button');
  const giving = (await change.textContent()) === 'Record consent';
  await change.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'How did the member tell you?' }).click();
  await page.getByRole('option', { name: 'In writing' }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Letter of 20 November');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(privacy.getByRole('status')).toHaveText('Consent for E-mail recorded.');
  await expect(emailRow).toContainText(giving ? 'Given' : 'Withdrawn');
  await expect(emailRow).toContainText('In writing');

  // 2. Everything held about them, in one file: each kind of record is there.
  const download = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Export data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`member-${member.memberId}.json`);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    member: Member;
    consents: Consent[];
    missions: unknown[];
    redemptions: unknown[];
    pointsAdjustments: unknown[];
    auditEntries: { action: string; reason?: string }[];
  };
  expect(data.member).toMatchObject({ _id: member._id, fullName: name, email: member.email });
  expect(data.consents.find((c) => c.channel === 'email')).toMatchObject({
    granted: giving,
    source: 'written',
    reason: 'Letter of 20 November',
  });
  for (const kind of ['missions', 'redemptions', 'pointsAdjustments'] as const)
    expect(Array.isArray(data[kind]), kind).toBe(true);
  expect(data.auditEntries).toContainEqual(
    expect.objectContaining({ action: 'member.consent-changed', reason: 'Letter of 20 November' }),
  );
  await expect(privacy.getByRole('status')).toHaveText(
    `The member's data was downloaded as member-${member.memberId}.json.`,
  );

  // 3. Anonymised: confirmed by typing the member ID.
  await privacy.getByRole('button', { name: 'Anonymise member' }).click();
  const anonymise = page.getByRole('dialog', { name: `Anonymise ${member.memberId}` });
  const confirm = anonymise.getByRole('button', { name: 'Anonymise' });
  await expect(confirm).toBeDisabled();
  await anonymise
    .getByRole('textbox', { name: `Type the member ID ${member.memberId} to confirm` })
    .fill(member.memberId);
  await confirm.click();
  await expect(privacy.getByRole('status')).toHaveText('The member was anonymised.');
  const details = page.getByRole('region', { name: 'Member details' });
  await expect(details).toContainText(member.memberId);
  await expect(details).not.toContainText(name);
  await expect(details).not.toContainText(member.email!);
  await expect(privacy.getByRole('button', { name: 'Anonymise member' })).toHaveCount(0);

  // Gone from search, by e-mail and by member ID; the audit log no longer names them.
  await page.goto(`/apps/users?search=${encodeURIComponent(member.email!)}`);
  await expect(page.getByText(`No members match "${member.email}".`)).toBeVisible();
  await page.goto(`/apps/users?search=${encodeURIComponent(member.memberId)}`);
  await expect(page.getByText(`No members match "${member.memberId}".`)).toBeVisible();
  const activity = await read<{ entries: { action: string }[] }>(
    page.request,
    token,
    `/api/users/${member._id}/activity?limit=50`,
  );
  expect(activity.entries.map((e) => e.action)).toEqual(
    expect.arrayContaining(['member.anonymised', 'member.exported', 'member.consent-changed']),
  );
  expect(JSON.stringify(activity)).not.toContain(name);
});
