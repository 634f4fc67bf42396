// The approvals screen: the front desk's adjustments above the limit, by status, paged in the
// address; approve (the points move), reject with a reason; a request decided meanwhile says so
// and the list is read again; the sidebar's count of pending requests; the limit, which
// administrators change and programme managers read.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ApprovalRequest } from '@/api/approvals';
import { openScreen } from '../screen';
import { answer, json, realFetch, watch } from '../network';

const grid = () => page.getByRole('grid', { name: 'Requests for approval' });
const row = (name: string) => grid().getByRole('row').filter({ hasText: name });
const sidebar = () => page.getByRole('navigation', { name: 'Main navigation' });

/** The contract's example request (Prism answers it). */
const LAYLA: ApprovalRequest = {
  _id: '74000000000000000000a001',
  userId: '64b7f0c2a1e4d5f6a7b8c901',
  memberName: 'Layla Haddad',
  amount: 250,
  reason: 'goodwill',
  note: 'Her appointment was cancelled twice.',
  status: 'pending',
  requestedAt: '2026-11-22T09:40:00.000Z',
  requestedBy: { _id: '710000000000000000000001', fullName: 'Reception Desk' },
};

async function openApprovals(path = '/approvals', role?: 'programme-manager') {
  const screen = await openScreen(path, role ? { role } : {});
  await expect.element(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  return screen;
}

describe('the list', () => {
  test('shows who, how many points, why, who asked and when; the sidebar counts those pending', async () => {
    await openApprovals();
    await expect.poll(() => document.title).toBe('Approvals | London Clinic');
    const layla = row('Layla Haddad');
    await expect.element(layla).toHaveTextContent('+250');
    await expect.element(layla).toHaveTextContent('Goodwill: Her appointment was cancelled twice.');
    await expect.element(layla).toHaveTextContent('Reception Desk');
    await expect.element(layla).toHaveTextContent('22/11/2026');
    await expect
      .element(layla.getByRole('link', { name: 'Layla Haddad' }))
      .toHaveAttribute('href', '/apps/list/view/64b7f0c2a1e4d5f6a7b8c901');
    await expect
      .element(layla.getByRole('button', { name: 'Approve +250 points for Layla Haddad' }))
      .toBeVisible();
    await expect
      .element(sidebar().getByRole('link', { name: 'Approvals, 1 pending' }))
      .toBeVisible();
  });

  test('the status and the page are in the address; decided requests say who decided and why', async () => {
    const asked: string[] = [];
    answer('listApprovals', (request: Request) => {
      const { search, searchParams } = new URL(request.url);
      asked.push(search);
      return searchParams.get('status') === 'rejected'
        ? {
            approvals: [
              {
                ...LAYLA,
                status: 'rejected',
                decidedAt: '2026-11-22T10:05:00.000Z',
                decidedBy: { _id: '6650a1b2c3d4e5f6a7b8c9d0', fullName: 'Amelia Clarke' },
                decisionReason: 'Needs the clinic manager’s note',
              },
            ],
            total: 11,
            pending: 0,
          }
        : { approvals: [LAYLA], total: 1, pending: 1 };
    });
    const screen = await openApprovals();
    await expect.element(row('Layla Haddad')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await expect.poll(() => screen.url).toBe('/approvals?status=rejected');
    const rejected = row('Layla Haddad');
    await expect.element(rejected).toHaveTextContent('Needs the clinic manager’s note');
    await expect.element(rejected).toHaveTextContent('Amelia Clarke');
    expect(rejected.getByRole('button', { name: /^Approve/ }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => screen.url).toBe('/approvals?status=rejected&page=2');
    await expect.poll(() => asked.at(-1)).toBe('?page=2&limit=10&status=rejected');
  });

  test('nothing pending says so', async () => {
    answer('listApprovals', { approvals: [], total: 0, pending: 0 });
    await openApprovals();
    await expect.element(page.getByText('No request waits for approval.')).toBeVisible();
  });

  test('a list that failed says why, with Try again', async () => {
    const stop = answer('listApprovals', json({ error: 'Internal server error' }, 500));
    await openScreen('/approvals');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Internal server error');
    stop();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(row('Layla Haddad')).toBeVisible();
  });
});

describe('deciding', () => {
  test('approve: busy while sent (once, with its key), then said; the list and the count are read again', async () => {
    const sent: Request[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    answer('decideApproval', async (request: Request) => {
      sent.push(request.clone());
      await released;
      return realFetch(request);
    });
    let decided = false;
    let lists = 0;
    answer('listApprovals', () => {
      lists++;
      return decided
        ? { approvals: [], total: 0, pending: 0 }
        : { approvals: [LAYLA], total: 1, pending: 1 };
    });
    await openApprovals();
    const listsBefore = lists;
    const approve = row('Layla Haddad').getByRole('button', {
      name: 'Approve +250 points for Layla Haddad',
    });
    await approve.click();
    await expect.element(approve).toBeDisabled();
    await expect
      .element(row('Layla Haddad').getByRole('button', { name: /^Reject/ }))
      .toBeDisabled();
    decided = true;
    release();
    const done = page.getByRole('dialog', { name: 'Approved' });
    await expect
      .element(done)
      .toHaveTextContent('+250 points for Layla Haddad approved: the balance has moved.');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ decision: 'approved' });
    expect(new URL(sent[0]!.url).pathname).toBe('/api/approvals/74000000000000000000a001/decision');
    expect(sent[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(lists).toBeGreaterThan(listsBefore);
    await expect.element(page.getByText('No request waits for approval.')).toBeVisible();
    await expect
      .element(sidebar().getByRole('link', { name: 'Approvals', exact: true }))
      .toBeVisible();
  });

  test('by keyboard: once the request decided leaves the list, the focus is on the status picker', async () => {
    let decided = false;
    answer('listApprovals', () =>
      decided
        ? { approvals: [], total: 0, pending: 0 }
        : { approvals: [LAYLA], total: 1, pending: 1 },
    );
    answer('decideApproval', async (request: Request) => {
      decided = true;
      return realFetch(request);
    });
    await openApprovals();
    row('Layla Haddad')
      .getByRole('button', { name: 'Approve +250 points for Layla Haddad' })
      .element()
      .focus();
    await userEvent.keyboard('{Enter}');
    const done = page.getByRole('dialog', { name: 'Approved' });
    await expect.element(done).toBeVisible();
    await expect.element(page.getByText('No request waits for approval.')).toBeVisible();
    done.getByRole('button', { name: 'OK' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(done).not.toBeInTheDocument();
    await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveFocus();
  });

  test('reject asks why (required), then sends the reason', async () => {
    const sent = watch('decideApproval');
    await openApprovals();
    await row('Layla Haddad')
      .getByRole('button', { name: 'Reject +250 points for Layla Haddad' })
      .click();
    const form = page.getByRole('dialog', { name: 'Reject the request' });
    await expect
      .element(form)
      .toHaveTextContent('Reject +250 points for Layla Haddad? The balance does not move.');
    await form.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect.element(form).toHaveTextContent('Enter why the request is rejected.');
    expect(sent).toHaveLength(0);
    await form.getByLabelText('Why is it rejected?').fill('  Needs the clinic manager’s note ');
    await form.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect
      .element(page.getByRole('dialog', { name: 'Rejected' }))
      .toHaveTextContent('+250 points for Layla Haddad rejected.');
    expect(JSON.parse(sent[0]!.body)).toEqual({
      decision: 'rejected',
      reason: 'Needs the clinic manager’s note',
    });
    await expect.element(form).not.toBeInTheDocument();
  });

  test('a request decided meanwhile (409) says so in the server’s words, and the list is read again', async () => {
    const lists: string[] = [];
    answer('listApprovals', (request: Request) => {
      lists.push(request.url);
      return { approvals: [LAYLA], total: 1, pending: 1 };
    });
    await openApprovals();
    const before = lists.length;
    answer('decideApproval', json({ error: 'Request already decided' }, 409));
    await row('Layla Haddad')
      .getByRole('button', { name: /^Approve/ })
      .click();
    const refused = page.getByRole('dialog', { name: 'Could not approve' });
    await expect.element(refused).toHaveTextContent('Request already decided');
    await expect.poll(() => lists.length).toBeGreaterThan(before);
    await refused.getByRole('button', { name: 'OK' }).click();

    // Rejecting one decided meanwhile: the same words, and the form closes.
    await row('Layla Haddad')
      .getByRole('button', { name: /^Reject/ })
      .click();
    const form = page.getByRole('dialog', { name: 'Reject the request' });
    await form.getByLabelText('Why is it rejected?').fill('Duplicate');
    await form.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect
      .element(page.getByRole('dialog', { name: 'Could not reject' }))
      .toHaveTextContent('Request already decided');
    await expect.element(form).not.toBeInTheDocument();
  });
});

describe('the limit', () => {
  test('administrators change it, within the contract’s bounds', async () => {
    const sent = watch('setApprovalLimit');
    await openApprovals();
    await expect
      .element(page.getByText('The front desk adjusts up to 100 points at a time.'))
      .toBeVisible();
    await page.getByRole('button', { name: 'Change the limit' }).click();
    const field = page.getByLabelText('Limit (points)');
    await expect.element(field).toHaveValue('100');
    await expect.element(field).toHaveFocus();
    const save = page.getByRole('button', { name: 'Save limit' });
    await field.fill('12.5');
    await save.click();
    await expect
      .element(page.getByText('Enter a whole number of points, 0 or more.'))
      .toBeVisible();
    await field.fill('100001');
    await save.click();
    await expect.element(page.getByText('At most 100,000 points.')).toBeVisible();
    expect(sent).toHaveLength(0);
    await field.fill('200');
    await save.click();
    await expect
      .element(page.getByRole('dialog', { name: 'Limit saved' }))
      .toHaveTextContent('The front desk now adjusts up to 200 points at a time.');
    expect(JSON.parse(sent[0]!.body)).toEqual({ limit: 200 });
    // Saved, the form closes; the focus is back on the button that opened it.
    await expect.element(field).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Change the limit' })).toHaveFocus();
  });

  test('programme managers read it; they may decide', async () => {
    await openApprovals('/approvals', 'programme-manager');
    await expect
      .element(page.getByText('The front desk adjusts up to 100 points at a time.'))
      .toBeVisible();
    expect(page.getByRole('button', { name: 'Change the limit' }).elements()).toHaveLength(0);
    expect(page.getByLabelText('Limit (points)').elements()).toHaveLength(0);
    await expect
      .element(row('Layla Haddad').getByRole('button', { name: /^Approve/ }))
      .toBeVisible();
    await expect
      .element(sidebar().getByRole('link', { name: 'Approvals, 1 pending' }))
      .toBeVisible();
  });

  test('the front desk has no entry in the sidebar, and the address shows "no access"', async () => {
    const asked = watch('listApprovals');
    await openScreen('/approvals', { role: 'front-desk' });
    await expect
      .element(page.getByText('Your role, Front desk, may not open this page.'))
      .toBeVisible();
    expect(
      sidebar()
        .getByRole('link', { name: /Approvals/ })
        .elements(),
    ).toHaveLength(0);
    expect(asked).toHaveLength(0);
  });
});
