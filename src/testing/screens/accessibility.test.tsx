// WCAG 2.2 AA on every screen and its dialogs and menus, in light left-to-right and dark
// right-to-left, checked by axe in Chromium once the screen has loaded and nothing moves. The
// browser suite keeps the dashboard home in all four combinations against the production build
// (tests/accessibility.spec.ts).
import axe from 'axe-core';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { paths } from '@/lib/paths';
import { checkedScreens, sampleAddress } from '@/lib/screens';
import { requestsInFlight } from '../network';
import { LOADING, animationsRunning } from '../settled';
import { openScreen } from '../screen';
import { getDefaultStore } from 'jotai';
import { sessionUserAtom } from '@/session/session-atoms';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The screens the registry has axe check (src/lib/screens.ts): the sign-in forms apart. */
const CHECKED = checkedScreens().filter((screen) => screen.axe);
const SCREENS = CHECKED.filter((screen) => !screen.signIn).map((screen) =>
  sampleAddress(screen.id),
);
const SIGN_IN_SCREENS = CHECKED.filter((screen) => screen.signIn).map((screen) =>
  sampleAddress(screen.id),
);
const VARIANTS = [
  { name: 'light, left-to-right', language: 'en', theme: 'light', selectedRows: 'Selected rows' },
  { name: 'dark, right-to-left', language: 'ae', theme: 'dark', selectedRows: 'الصفوف المحددة' },
] as const;

/** Every request the screen started has been answered, and no progress is shown. */
async function expectLoaded() {
  await expect.poll(requestsInFlight, { message: 'requests still on their way' }).toBe(0);
  await expect.poll(() => document.querySelectorAll(LOADING).length).toBe(0);
}

/** A dialog's fade, a menu's grow, a ripple have ended (endless animations are not waited for). */
async function expectMotionEnded() {
  await expect.poll(animationsRunning, { message: 'transitions still running' }).toBe(0);
}

async function expectNoViolations() {
  const { violations } = await axe.run(document, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
  });
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

const heading = () => page.getByRole('heading', { level: 1 });

/** A flow through several dialogs, each checked: slower than one screen on a busy machine. */
const FLOW = { timeout: 90_000 };

for (const variant of VARIANTS) {
  const open = (path: string, signedIn = true) =>
    openScreen(path, { signedIn, language: variant.language, theme: variant.theme });

  describe(`accessibility (${variant.name})`, () => {
    for (const path of SCREENS) {
      test(`${path} has no WCAG 2.2 AA violations`, async () => {
        await open(path);
        await expect.element(heading()).toBeVisible();
        await expectLoaded();
        await expectMotionEnded();
        await expectNoViolations();
      });
    }

    for (const path of SIGN_IN_SCREENS) {
      test(`sign-in ${path} has no violations`, async () => {
        await open(path, false);
        await expect.element(heading()).toBeVisible();
        await expectNoViolations();
      });
    }

    test("a new account's first-password step has no violations", async () => {
      const screen = await open(paths.myProfile());
      // The account still has its temporary password: the guard takes it to the step.
      getDefaultStore().set(
        sessionUserAtom,
        (user) => user && { ...user, mustChangePassword: true },
      );
      await expect.poll(() => screen.url).toBe(paths.changePassword());
      await expect.element(heading()).toBeVisible();
      await expectMotionEnded();
      await expectNoViolations();
    });

    test('the members list with its filter panel open and filters in effect has no violations', async () => {
      await open(paths.users({ membership: 'Gold', noVisitDays: 90, language: 'ar' }));
      await expect.element(heading()).toBeVisible();
      const filters = page.getByRole('button', { name: /\(3\)/ });
      await userEvent.click(filters);
      await expect.element(filters).toHaveAttribute('aria-expanded', 'true');
      await expectLoaded();
      await expectMotionEnded();
      await expectNoViolations();
    });

    test('the analytics tables have no violations', async () => {
      await open(paths.analytics());
      const switches = page.getByRole('switch');
      await expect.poll(() => switches.all().length).toBe(2);
      for (const toggle of switches.all()) await toggle.click();
      await expect.poll(() => page.getByRole('table').all().length).toBe(2);
      await expectLoaded();
      await expectNoViolations();
    });

    test('the mission form has no violations', FLOW, async () => {
      await open(paths.missions());
      await expect.element(page.getByRole('grid').getByRole('link').first()).toBeVisible();
      const create = variant.language === 'ae' ? 'إنشاء مهمة' : 'Create Mission';
      await page.getByRole('button', { name: create, exact: true }).click();
      await expect.element(page.getByRole('dialog').getByRole('group').first()).toBeVisible();
      await expectMotionEnded();
      await expectNoViolations();
    });

    test('the redemptions panel has no violations', FLOW, async () => {
      await open(paths.rewards());
      const row = page.getByRole('grid').getByRole('row').filter({ hasText: 'Café Voucher' });
      // The row's menu, then its first item: the reward's redemptions, in whatever language.
      await row.getByRole('button').click();
      await page.getByRole('menuitem').first().click();
      const panel = page.getByRole('dialog');
      await expect
        .element(panel.getByRole('row').filter({ hasText: 'LC-CAFE-7Q2M9X' }))
        .toBeVisible();
      await expectLoaded();
      await expectMotionEnded();
      await expectNoViolations();
    });

    test('the bulk toolbar and a bulk result have no violations', FLOW, async () => {
      await open(paths.rewards());
      const row = page.getByRole('grid').getByRole('row').filter({ hasText: 'Café Voucher' });
      await row.getByRole('checkbox').click();
      const toolbar = page.getByRole('toolbar', { name: variant.selectedRows });
      await expect.element(toolbar).toBeVisible();
      await expectLoaded();
      await expectMotionEnded();
      await expectNoViolations();
      // Its first action, confirmed: the result names what was done and what was skipped.
      await toolbar.getByRole('button').first().click();
      await page.getByRole('alertdialog').getByRole('button').first().click();
      await expect.element(page.getByRole('dialog')).toHaveTextContent('Parking Pass');
      await expectMotionEnded();
      await expectNoViolations();
    });

    test('the send and delete dialogs have no violations', FLOW, async () => {
      await open(paths.broadcast());
      await expect.element(page.getByRole('grid')).toBeVisible();
      // 'Send Broadcast', the first button of the screen, in whatever language.
      const send = page.getByRole('main').getByRole('button').first();
      await expect.element(send).toBeEnabled();
      await send.click();
      const modal = page.getByRole('dialog');
      await expect.element(modal).toBeVisible();
      await expectMotionEnded();
      await expectNoViolations();
      // Sending nothing: the 'Message Cannot Be Empty' alert over the modal.
      const submit = modal.element().querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!submit) throw new Error('the modal has no submit button');
      await userEvent.click(submit);
      // The modal under the alert leaves the accessibility tree: count the dialogs themselves.
      await expect.poll(() => document.querySelectorAll('.MuiDialog-root').length).toBe(2);
      await expectMotionEnded();
      await expectNoViolations();
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Escape}');
      await expect.poll(() => page.getByRole('dialog').all().length).toBe(0);
      // The delete confirmation.
      await page.getByRole('grid').getByRole('row').nth(1).getByRole('button').click();
      await expect.element(page.getByRole('alertdialog')).toBeVisible();
      await expectMotionEnded();
      await expectNoViolations();
    });

    test(
      'the profile dialogs have no violations: history, alerts, edit, date picker',
      FLOW,
      async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2026-11-22T10:00:00'));
        try {
          await open(sampleAddress('member'));
          const table = page.getByRole('table').first();
          await expect.element(table).toHaveTextContent('Monthly Wellness Check');
          const close = async () => {
            await userEvent.keyboard('{Escape}');
            await expect.poll(() => page.getByRole('dialog').all().length).toBe(0);
          };
          // Visit history (the button named after its mission, in any language).
          await page.getByRole('button', { name: /Nutrition Consultation Series/ }).click();
          await expect
            .poll(() => page.getByRole('dialog').getByRole('listitem').all().length)
            .toBe(6);
          await expectMotionEnded();
          await expectNoViolations();
          await close();
          // An alert of the error catalogue: not enough points.
          await page.getByRole('button', { name: /Complimentary Dental Cleaning/ }).click();
          await expect.element(page.getByRole('dialog')).toBeVisible();
          await expectMotionEnded();
          await expectNoViolations();
          await close();
          // A success alert: a visit recorded.
          await table
            .getByRole('row')
            .filter({ hasText: 'Monthly Wellness Check' })
            .getByRole('button')
            .first()
            .click();
          await expect.element(page.getByRole('dialog')).toBeVisible();
          await expectMotionEnded();
          await expectNoViolations();
          await close();
          // Edit User Profile, then its date picker open.
          await page.getByRole('region').first().getByRole('button').first().click();
          const editor = page.getByRole('dialog');
          await expect.element(editor.getByRole('textbox').first()).toBeVisible();
          await expectMotionEnded();
          await expectNoViolations();
          await editor.getByRole('group').getByRole('button').last().click();
          await expect.element(page.getByRole('grid')).toBeVisible();
          await expectMotionEnded();
          await expectNoViolations();
        } finally {
          vi.useRealTimers();
        }
      },
    );

    test('the Privacy dialogs have no violations: consent, anonymise', FLOW, async () => {
      await open(sampleAddress('member'));
      // The section's rows, in any language: the first channel's change, then Anonymise.
      const privacy = page.getByRole('region').last();
      await expect.element(privacy.getByRole('row').nth(1)).toBeVisible();
      await expectLoaded();
      await privacy.getByRole('row').nth(1).getByRole('button').click();
      await expect.element(page.getByRole('dialog').getByRole('combobox')).toBeVisible();
      await expectMotionEnded();
      await expectNoViolations();
      await userEvent.keyboard('{Escape}');
      await expect.poll(() => page.getByRole('dialog').all().length).toBe(0);
      await privacy.getByRole('button').nth(1).click();
      await expect.element(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
      await expectMotionEnded();
      await expectNoViolations();
    });

    test('the header menus have no violations: theme, language, account', FLOW, async () => {
      await open(paths.users());
      await expect.element(heading()).toBeVisible();
      const openers = () =>
        [
          ...page
            .getByRole('banner')
            .element()
            .querySelectorAll<HTMLElement>('[aria-haspopup="menu"]'),
        ] as HTMLElement[];
      await expect.poll(() => openers().length).toBe(3);
      for (let index = 0; index < 3; index++) {
        const opener = openers()[index];
        if (!opener) throw new Error(`no header menu ${index + 1}`);
        await userEvent.click(opener);
        await expect.element(page.getByRole('menu')).toBeVisible();
        await expectMotionEnded();
        await expectNoViolations();
        await userEvent.keyboard('{Escape}');
        await expect.poll(() => page.getByRole('menu').all().length).toBe(0);
      }
    });
  });
}
