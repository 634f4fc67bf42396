import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';

test.use({ storageState: signedInState });

/** The contract's example member: born 15 April 1990. */
const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';

type Case = {
  /** The browser's language (Playwright's `locale`: navigator.languages and Intl). */
  browser: string;
  /** The language the admin chose in the app. */
  ui: string;
  direction: 'ltr' | 'rtl';
  /** What the admin reads: the panel, its DOB label, the edit button, the dialog, the grid. */
  texts: { panel: string; dob: string; edit: string; dialog: string; picker: string; grid: string };
  /** The date of birth on the profile. */
  dateOfBirth: string;
  /** The newest message's Date & Time (2026-11-21T17:30:00Z, in London). */
  sentAt: string;
  /** The date picker's sections (day, month, year in the locale's order) and its whole field. */
  pickerSections: string[];
  pickerField: string;
};

const ENGLISH = {
  panel: 'Member details',
  dob: 'DOB',
  edit: 'Edit profile',
  dialog: 'Edit User Profile',
  picker: 'Date Of Birth',
  grid: 'Broadcast messages',
};

/** Arabic writes each part of a date right-to-left, marked by U+200F. */
const RLM = '\u200f';

const CASES: Case[] = [
  {
    browser: 'en-GB',
    ui: 'en',
    direction: 'ltr',
    texts: ENGLISH,
    dateOfBirth: '15/04/1990',
    sentAt: '21/11/2026, 17:30:00',
    pickerSections: ['15', '04', '1990'],
    pickerField: '15/04/1990',
  },
  {
    browser: 'en-US',
    ui: 'en',
    direction: 'ltr',
    texts: ENGLISH,
    dateOfBirth: '4/15/1990',
    sentAt: '11/21/2026, 5:30:00 PM',
    pickerSections: ['04', '15', '1990'],
    pickerField: '04/15/1990',
  },
  {
    browser: 'ar-AE',
    ui: 'ae',
    direction: 'rtl',
    texts: {
      panel: 'تفاصيل العضو',
      dob: 'تاريخ الميلاد',
      edit: 'تعديل الملف الشخصي',
      dialog: 'تعديل الملف الشخصي للمستخدم',
      picker: 'تاريخ الميلاد',
      grid: 'الرسائل الجماعية',
    },
    dateOfBirth: `15${RLM}/4${RLM}/1990`,
    sentAt: `21${RLM}/11${RLM}/2026، 5:30:00 م`,
    pickerSections: ['15', '04', '1990'],
    pickerField: `15/${RLM}04/${RLM}1990`,
  },
  {
    browser: 'ja-JP',
    ui: 'ja',
    direction: 'ltr',
    texts: {
      panel: '会員の詳細',
      dob: '生年月日',
      edit: 'プロフィールを編集',
      dialog: 'ユーザープロフィールの編集',
      picker: '生年月日',
      grid: '一斉配信メッセージ',
    },
    dateOfBirth: '1990/4/15',
    sentAt: '2026/11/21 17:30:00',
    pickerSections: ['1990', '04', '15'],
    pickerField: '1990/04/15',
  },
];

for (const c of CASES) {
  test.describe(`${c.ui} UI, ${c.browser} browser`, () => {
    test.use({ locale: c.browser, timezoneId: 'Europe/London' });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((ui) => localStorage.setItem('i18nextLng', ui), c.ui);
    });

    const openProfile = async (page: Page) => {
      await page.goto(`/apps/list/view/${MEMBER}`);
      await expect(page.locator('html')).toHaveAttribute('dir', c.direction);
      return page.locator(`section[aria-label="${c.texts.panel}"]`);
    };

    test('the profile shows the date of birth in that format', async ({ page }) => {
      const panel = await openProfile(page);
      await expect(panel.locator(`dt:text-is("${c.texts.dob}") + dd`)).toHaveText(c.dateOfBirth);
    });

    test('the date picker writes its field in the same order', async ({ page }) => {
      const panel = await openProfile(page);
      await expect(panel.locator(`dt:text-is("${c.texts.dob}") + dd`)).toHaveText(c.dateOfBirth);
      await panel.getByRole('button', { name: c.texts.edit }).click();
      const dialog = page.getByRole('dialog', { name: c.texts.dialog });
      const field = dialog.getByRole('group', { name: c.texts.picker });
      // Its sections in the locale's order, and the field's value with the locale's separators.
      await expect(field.getByRole('spinbutton')).toHaveText(c.pickerSections);
      await expect(field.locator('input')).toHaveValue(c.pickerField);
    });

    test('the broadcast screen shows a message’s Date & Time in that format', async ({ page }) => {
      await page.goto('/apps/broadcast-message');
      await expect(page.locator('html')).toHaveAttribute('dir', c.direction);
      const newest = page.getByRole('grid', { name: c.texts.grid }).getByRole('row').nth(1);
      await expect(newest).toContainText(c.sentAt);
    });
  });
}
