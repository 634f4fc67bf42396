// Every screen knows the role: the sidebar shows what the role may open, a typed address of a
// screen it may not open shows "no access" inside the frame, the member profile shows only the
// buttons the role may use, the header names the role, and a 403 on an action says so and reads
// the account again. The roles of each operation come from the contract (generated/roles.ts).
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { Role } from '@/api/roles';
import { changeRoleOnServer, openScreen } from '../screen';
import { answer, json, watch } from '../network';
import { ROLE_VIEWS } from '../role-views';

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = `/apps/list/view/${MEMBER}`;

const sidebar = () => page.getByRole('navigation', { name: 'Main navigation' });
/**
 * The sidebar's screen links (not the logo, which leads to the role's start page), by their
 * names: a count beside a link is in its name ("Approvals, 1 pending").
 */
const sidebarLinks = () =>
  sidebar()
    .getByRole('listitem')
    .getByRole('link')
    .elements()
    .map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim());

describe('the sidebar', () => {
  test.each(Object.entries(ROLE_VIEWS))(
    'shows %s only the screens the role may open, and names the role in the header',
    async (role, { label, sidebar: links }) => {
      await openScreen('/users/profile', { role: role as Role });
      await expect.element(sidebar()).toBeVisible();
      // The approvals link's count ("Approvals, 1 pending") is the approvals screen's test.
      await expect
        .poll(() => sidebarLinks().map((name) => name?.replace(/, \d+ pending$/, '')))
        .toEqual(links);
      await expect.element(page.getByText(`Role: ${label}`)).toBeVisible();
    },
  );
});

describe('a typed address of a screen the role may not open', () => {
  test('shows "no access" inside the frame, naming the role, and asks nothing of the server', async () => {
    const asked = watch('listAuditLog');
    await openScreen('/audit-log', { role: 'front-desk' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect
      .element(page.getByText('Your role, Front desk, may not open this page.'))
      .toBeVisible();
    // Inside the frame: the sidebar and header are there.
    await expect.element(sidebar()).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Go to your start page' }))
      .toHaveAttribute('href', '/front-desk');
    expect(asked).toHaveLength(0);
  });

  test('the auditor may open the audit log; the programme manager may not', async () => {
    await openScreen('/audit-log', { role: 'auditor' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect.element(page.getByRole('grid')).toBeVisible();
    expect(page.getByRole('heading', { name: 'No access' }).elements()).toHaveLength(0);
    await openScreen('/audit-log', { role: 'programme-manager' });
    await expect
      .element(page.getByText('Your role, Programme manager, may not open this page.'))
      .toBeVisible();
  });
});

describe('the member profile', () => {
  const missionRow = (name: string) =>
    page.getByRole('table', { name: 'Mission History' }).getByRole('row').filter({ hasText: name });
  const visit = () =>
    missionRow('Monthly Wellness Check').getByRole('button', { name: 'Visit', exact: true });
  const edit = () => page.getByRole('button', { name: 'Edit profile' });
  const adjust = () => page.getByRole('button', { name: 'Adjust points' });
  const join = () => page.getByRole('button', { name: /^Join / });
  const redeem = () => page.getByRole('button', { name: /^Redeem / });

  async function openProfile(role: Role) {
    vi.setSystemTime(new Date('2026-11-22T10:00:00'));
    await openScreen(PROFILE, { role });
    await expect
      .element(page.getByRole('region', { name: 'Member details' }))
      .toHaveTextContent('LC-000123');
    await expect.element(missionRow('Monthly Wellness Check')).toBeVisible();
    // The adjustments have arrived (a table, or the empty text).
    await expect
      .element(
        page
          .getByRole('table', { name: 'Points Adjustments' })
          .or(page.getByText(/^No adjustments yet/)),
      )
      .toBeVisible();
  }

  test('the front desk sees Visit, Join, Redeem and Adjust, not Edit', async () => {
    await openProfile('front-desk');
    await expect.element(visit()).toBeVisible();
    await expect.element(join().first()).toBeVisible();
    await expect.element(redeem().first()).toBeVisible();
    await expect.element(adjust()).toBeVisible();
    expect(edit().elements()).toHaveLength(0);
    vi.useRealTimers();
  });

  test('the programme manager sees Edit too; the auditor none of them', async () => {
    await openProfile('programme-manager');
    await expect.element(edit()).toBeVisible();
    await expect.element(visit()).toBeVisible();
    await openProfile('auditor');
    await expect.element(page.getByRole('table', { name: 'Mission History' })).toBeVisible();
    for (const button of [edit(), visit(), join(), redeem(), adjust()])
      expect(button.elements()).toHaveLength(0);
    vi.useRealTimers();
  });

  test('a 403 on an action says so in words and reads the account again, its new role shown', async () => {
    await openProfile('front-desk');
    // The role was changed on the server since sign-in: the front desk is now an auditor.
    answer('recordVisit', () =>
      json(
        {
          error: 'Admin access required',
          message:
            'The auditor role may not do this; allowed: front-desk, programme-manager, administrator.',
          allowedRoles: ['front-desk', 'programme-manager', 'administrator'],
        },
        403,
      ),
    );
    changeRoleOnServer('auditor');
    await visit().click();
    const failed = page.getByRole('dialog', { name: 'Scan Failed' });
    await expect
      .element(failed)
      .toHaveTextContent(
        'Your role, Front desk, may not do this. Your account has been refreshed; ask an administrator if you need this. Admin access required',
      );
    await expect.element(page.getByText('Role: Auditor')).toBeVisible();
    await expect.poll(() => visit().elements()).toHaveLength(0);
    vi.useRealTimers();
  });
});

describe('a list screen', () => {
  const grid = () => page.getByRole('grid', { name: 'Broadcast messages' });
  const send = () => page.getByRole('button', { name: 'Send Broadcast' });
  const deletes = () => grid().getByRole('button', { name: /^Delete/ });

  test('the auditor reads the broadcast messages without Send or Delete; the programme manager has both', async () => {
    await openScreen('/apps/broadcast-message', { role: 'auditor' });
    await expect.element(grid().getByRole('row').nth(1)).toBeVisible();
    expect(send().elements()).toHaveLength(0);
    expect(deletes().elements()).toHaveLength(0);
    await openScreen('/apps/broadcast-message', { role: 'programme-manager' });
    await expect.element(grid().getByRole('row').nth(1)).toBeVisible();
    await expect.element(send()).toBeVisible();
    await expect.element(deletes().first()).toBeVisible();
  });
});

describe('the banners', () => {
  const list = () => page.getByRole('list', { name: 'Advertisements in display order' });
  const writes = () =>
    page.getByRole('button', { name: /^(Move .* (up|down)|Reorder |Edit |Delete |Create )/ });

  test('the auditor sees the order without the handles, move, edit, delete or create; the programme manager has them', async () => {
    await openScreen('/apps/advertisement', { role: 'auditor' });
    await expect.element(list().getByRole('listitem').first()).toBeVisible();
    expect(writes().elements()).toHaveLength(0);
    await openScreen('/apps/advertisement', { role: 'programme-manager' });
    await expect.element(list().getByRole('listitem').first()).toBeVisible();
    const names = () =>
      writes()
        .elements()
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    await expect.poll(() => names().some((name) => name?.startsWith('Move '))).toBe(true);
    expect(names().some((name) => name?.startsWith('Reorder '))).toBe(true);
    expect(names().some((name) => name?.startsWith('Edit '))).toBe(true);
  });
});

describe('links go where the role may go', () => {
  test("the front desk's crumb and the page-not-found's way home lead to /front-desk, not the dashboard", async () => {
    await openScreen('/front-desk', { role: 'front-desk' });
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect
      .element(trail.getByRole('link', { name: 'Dashboard' }))
      .toHaveAttribute('href', '/front-desk');
    await openScreen('/no-such-page', { role: 'front-desk' });
    await expect
      .element(page.getByRole('link', { name: 'Back to the dashboard' }))
      .toHaveAttribute('href', '/front-desk');
    await openScreen('/front-desk');
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Breadcrumb' })
          .getByRole('link', { name: 'Dashboard' }),
      )
      .toHaveAttribute('href', '/');
  });
});
