// Dates as the admin reads them: the UI language decides, the browser's own language of that same
// language refines them with its region (the profile's date of birth, the date picker's field, a
// broadcast message's Date & Time). The browser's time zone is Europe/London (vitest.config.ts).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import i18n from 'i18next';
import { openScreen } from '../screen';

/** The contract's example member: born 15 April 1990. */
const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';

type Case = {
  /** The browser's language (navigator.language and navigator.languages). */
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

/** Text as Playwright's `toHaveText` compares it: white space collapsed, none around it. */
const normalized = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The browser's languages as a browser set to `language` reports them. */
function browserSetTo(language: string) {
  Object.defineProperty(navigator, 'language', { configurable: true, get: () => language });
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => [language] });
}

/** The browser's own languages again (the instance's properties hide Navigator.prototype's). */
function browserAsItIs() {
  Reflect.deleteProperty(navigator, 'language');
  Reflect.deleteProperty(navigator, 'languages');
}

for (const c of CASES) {
  describe(`${c.ui} UI, ${c.browser} browser`, () => {
    beforeEach(() => browserSetTo(c.browser));
    afterEach(browserAsItIs);

    /** Opens `path` with the admin's language chosen before (stored), as a page load would. */
    async function openInLanguage(path: string) {
      await openScreen(path);
      await i18n.changeLanguage(c.ui);
      await openScreen(path, { reload: true });
      await expect.poll(() => document.documentElement.getAttribute('dir')).toBe(c.direction);
    }

    /** The panel's date of birth: the <dd> after the <dt> that reads exactly the DOB label. */
    const dateOfBirth = () => {
      const panel = document.querySelector(`section[aria-label="${c.texts.panel}"]`);
      const label = [...(panel?.querySelectorAll('dt') ?? [])].find(
        (dt) => normalized(dt.textContent) === c.texts.dob,
      );
      return normalized(label?.nextElementSibling?.textContent);
    };

    const openProfile = async () => {
      await openInLanguage(`/apps/list/view/${MEMBER}`);
      return page.getByRole('region', { name: c.texts.panel, exact: true });
    };

    test('the profile shows the date of birth in that format', async () => {
      await openProfile();
      await expect.poll(dateOfBirth).toBe(c.dateOfBirth);
    });

    test('the date picker writes its field in the same order', async () => {
      const panel = await openProfile();
      await expect.poll(dateOfBirth).toBe(c.dateOfBirth);
      await panel.getByRole('button', { name: c.texts.edit }).click();
      const dialog = page.getByRole('dialog', { name: c.texts.dialog });
      const field = dialog.getByRole('group', { name: c.texts.picker });
      // Its sections in the locale's order, and the field's value with the locale's separators.
      await expect
        .poll(() =>
          field
            .getByRole('spinbutton')
            .elements()
            .map((section) => normalized(section.textContent)),
        )
        .toEqual(c.pickerSections);
      await expect.poll(() => field.query()?.querySelector('input')?.value).toBe(c.pickerField);
    });

    test('the broadcast screen shows a message’s Date & Time in that format', async () => {
      await openInLanguage('/apps/broadcast-message');
      const newest = page.getByRole('grid', { name: c.texts.grid }).getByRole('row').nth(1);
      await expect.element(newest).toHaveTextContent(c.sentAt);
    });
  });
}
