// The Broadcast Messages screen's audience: the send dialog asks for it and shows its reach as it
// changes (refusing to send to an audience no one in it can be reached in), and the list shows each
// message's audience and reach beside the specification's columns.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen } from '../screen';
import { answer, json, watch } from '../network';
import { expectSignedOutAndBack } from '../fault-matrix/faults';

const SCREEN = '/apps/broadcast-message';
const GOLD_VIEW = '750000000000000000000002';

const modal = () => page.getByRole('dialog', { name: 'Send Broadcast' });
const reach = () => modal().getByRole('status');
const sendButton = () => modal().getByRole('button', { name: 'Send', exact: true });

/** What the reach operation answers, by audience and channel. */
function reachOf(audience: string, channel: string) {
  const members = audience === 'all' ? 500 : 120;
  if (audience === 'tier:Platinum')
    return { members: 8, reached: 0, leftOut: { noConsent: 8, noContact: 0, anonymised: 0 } };
  if (channel === 'whatsapp')
    return {
      members,
      reached: members - 88,
      leftOut: { noConsent: 60, noContact: 28, anonymised: 0 },
    };
  return {
    members,
    reached: members - 30,
    leftOut: { noConsent: 29, noContact: 0, anonymised: 1 },
  };
}

function answerReach() {
  answer('getBroadcastReach', (request: Request) => {
    const query = new URL(request.url).searchParams;
    const audience = query.get('audience') ?? 'all';
    const channel = query.get('channel') ?? 'push';
    return { channel, audience: { kind: 'all' }, reach: reachOf(audience, channel) };
  });
}

async function choose(field: 'Audience' | 'Channel', option: string) {
  await modal().getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the send dialog', () => {
  test('asks for the audience and channel and shows the reach moving with them', async () => {
    answerReach();
    const sent = watch('sendBroadcast');
    await openScreen(SCREEN);
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    await modal().getByRole('textbox', { name: 'Message' }).fill('Gold benefits are here.');

    // All members by app notification, unless chosen.
    await expect
      .element(modal().getByRole('combobox', { name: 'Audience' }))
      .toHaveTextContent('All members');
    await expect
      .element(modal().getByRole('combobox', { name: 'Channel' }))
      .toHaveTextContent('App notifications');
    await expect
      .element(reach())
      .toHaveTextContent('Members who will receive it: 470. Left out: 30.');
    await expect.element(reach()).toHaveTextContent('Without consent for App notifications: 29');
    await expect.element(reach()).toHaveTextContent('Anonymised: 1');

    // A saved view by WhatsApp: fewer members, and those without a number are left out.
    await choose('Audience', 'Gold members');
    await choose('Channel', 'WhatsApp');
    await expect
      .element(reach())
      .toHaveTextContent('Members who will receive it: 32. Left out: 88.');
    await expect.element(reach()).toHaveTextContent('Without consent for WhatsApp: 60');
    await expect.element(reach()).toHaveTextContent('Without a WhatsApp number: 28');

    // A tier no one in it can be reached in: said, and Send refused.
    await choose('Audience', 'Platinum tier');
    await expect.element(reach()).toHaveTextContent('No member in this audience can be reached.');
    await expect.element(sendButton()).toBeDisabled();

    await choose('Audience', 'Gold members');
    await expect.element(sendButton()).toBeEnabled();
    await sendButton().click();
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      body: 'Gold benefits are here.',
      channel: 'whatsapp',
      audience: { kind: 'view', viewId: GOLD_VIEW },
    });
    await expect
      .element(page.getByRole('dialog', { name: 'Success' }))
      .toHaveTextContent('Broadcast message sent successfully.');
  });

  test('a tier by app notification sends the tier alone; a failed count still lets it send', async () => {
    answer('getBroadcastReach', () => new Response('', { status: 500 }));
    const sent = watch('sendBroadcast');
    await openScreen(SCREEN);
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    await modal().getByRole('textbox', { name: 'Message' }).fill('Silver evening');
    await choose('Audience', 'Silver tier');
    await expect
      .element(reach(), { timeout: 15_000 })
      .toHaveTextContent('The members it will reach could not be counted.');
    await sendButton().click();
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      body: 'Silver evening',
      audience: { kind: 'tier', tier: 'Silver' },
    });
  });
});

describe('the list', () => {
  test("shows each message's audience, channel and reach; older messages a dash", async () => {
    answer('listBroadcastMessages', {
      messages: [
        {
          _id: '67d3e4f5a6b7c8d9e0f1a2f1',
          body: 'To the Gold view',
          createdAt: '2026-11-26T10:00:00.000Z',
          channel: 'whatsapp',
          audience: { kind: 'view', viewId: GOLD_VIEW, viewName: 'Gold members' },
          reach: {
            members: 500,
            reached: 412,
            leftOut: { noConsent: 60, noContact: 28, anonymised: 0 },
          },
        },
        {
          _id: '67d3e4f5a6b7c8d9e0f1a2f2',
          body: 'To a tier',
          createdAt: '2026-11-25T10:00:00.000Z',
          channel: 'push',
          audience: { kind: 'tier', tier: 'Platinum' },
          reach: {
            members: 40,
            reached: 31,
            leftOut: { noConsent: 9, noContact: 0, anonymised: 0 },
          },
        },
        {
          _id: '67d3e4f5a6b7c8d9e0f1a2f3',
          body: 'Before audiences',
          createdAt: '2026-11-24T10:00:00.000Z',
        },
      ],
    });
    await openScreen(SCREEN);
    const grid = page.getByRole('grid', { name: 'Broadcast messages' });
    const headers = grid.getByRole('columnheader');
    await expect
      .poll(() => headers.elements().map((header) => header.textContent?.trim()))
      .toEqual(['Message', 'Date & Time', 'Audience', 'Reach', 'Status', 'Actions']);
    const rows = grid.getByRole('row');
    await expect.element(rows.nth(1)).toHaveTextContent('Gold members');
    await expect.element(rows.nth(1)).toHaveTextContent('WhatsApp');
    await expect.element(rows.nth(1)).toHaveTextContent('412 of 500');
    await expect.element(rows.nth(2)).toHaveTextContent('Platinum tier');
    await expect.element(rows.nth(2)).toHaveTextContent('App notifications');
    await expect.element(rows.nth(2)).toHaveTextContent('31 of 40');
    await expect.element(rows.nth(3)).toHaveTextContent(/Before audiences.*—.*—/);
    await expect.element(page.getByText(/^Showing 1 to 3 of 3 entries$/)).toBeVisible();
  });
});

describe('an expired session', () => {
  test('the kept draft keeps its audience and channel', async () => {
    answerReach();
    const expire = answer('sendBroadcast', () => json({ error: 'Invalid or expired token' }, 401));
    const screen = await openScreen(SCREEN);
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    await modal().getByRole('textbox', { name: 'Message' }).fill('For the Gold view');
    await choose('Audience', 'Gold members');
    await choose('Channel', 'WhatsApp');
    await expect.element(reach()).toHaveTextContent('Members who will receive it: 32.');
    await sendButton().click();
    await expectSignedOutAndBack(screen, new RegExp(`^${SCREEN}$`), async () => expire());
    await expect
      .element(modal().getByRole('textbox', { name: 'Message' }))
      .toHaveValue('For the Gold view');
    await expect
      .element(modal().getByRole('combobox', { name: 'Audience' }))
      .toHaveTextContent('Gold members');
    await expect
      .element(modal().getByRole('combobox', { name: 'Channel' }))
      .toHaveTextContent('WhatsApp');
    await expect.element(reach()).toHaveTextContent('Members who will receive it: 32.');
  });
});
