import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore, type WritableAtom } from 'jotai';
import { i18n, initI18n } from '@/i18n/i18n';
import { isDarkModeAtom, themeAtom } from './settings-atoms';

type Settings = typeof import('./settings-atoms');
type SettingName =
  | 'themeAtom'
  | 'menuAtom'
  | 'layoutAtom'
  | 'animationAtom'
  | 'navbarAtom'
  | 'sidebarAtom'
  | 'semidarkAtom';

/** The settings as a page that has just loaded sees them (atoms read storage when created). */
async function freshSettings(): Promise<Settings> {
  vi.resetModules();
  return import('./settings-atoms');
}

/** A setting atom: each holds one of its own strings; here they are read and written alike. */
const settingAtomOf = (settings: Settings, name: SettingName) =>
  settings[name] as unknown as WritableAtom<string, [string], void>;

/** A key of the specification (§3) in local storage, and how the app reads and writes it. */
interface PersistedKey {
  key: string;
  fallback: string;
  /** A value other than the default, as stored. */
  other: string;
  corrupt: string;
  /** The value in effect after a page load with what is in storage now. */
  load(): Promise<string>;
  /** Changes the setting the way the app does. */
  choose(value: string): Promise<void>;
}

function atomKey(
  key: string,
  name: SettingName,
  fallback: string,
  other: string,
  corrupt: string,
): PersistedKey {
  return {
    key,
    fallback,
    other,
    corrupt,
    load: async () => createStore().get(settingAtomOf(await freshSettings(), name)),
    choose: async (value) => createStore().set(settingAtomOf(await freshSettings(), name), value),
  };
}

/** A page load detects the language again (the detector's order, then the fallback). */
async function detectLanguage() {
  await i18n.changeLanguage();
}

const PERSISTED_KEYS: PersistedKey[] = [
  atomKey('theme', 'themeAtom', 'light', 'dark', '{"mode":'),
  atomKey('menu', 'menuAtom', 'vertical', 'collapsible-vertical', 'diagonal'),
  atomKey('layout', 'layoutAtom', 'full', 'boxed-layout', 'BOXED'),
  atomKey('animation', 'animationAtom', '', 'animate__zoomIn', 'animate__spin'),
  atomKey('navbar', 'navbarAtom', 'navbar-sticky', 'navbar-static', 'navbar-'),
  atomKey('sidebar', 'sidebarAtom', 'true', 'false', 'open'),
  atomKey('semidark', 'semidarkAtom', 'false', 'true', 'maybe'),
  {
    // Written by the language detector; a language the app does not have falls back to English.
    key: 'i18nextLng',
    fallback: 'en',
    other: 'fr',
    corrupt: '{"lng":',
    load: async () => {
      await detectLanguage();
      // The language whose strings show: a browser's en-US reads the English files (languageOnly).
      return i18n.languages[0] ?? '';
    },
    choose: async (language) => {
      await i18n.changeLanguage(language);
    },
  },
  {
    // Written with every language change, never read: the direction follows the language.
    key: 'rtlClass',
    fallback: 'ltr',
    other: 'rtl',
    corrupt: 'sideways',
    load: async () => {
      await detectLanguage();
      return document.documentElement.dir;
    },
    choose: async (direction) => {
      await i18n.changeLanguage(direction === 'rtl' ? 'ae' : 'en');
    },
  },
];

beforeAll(async () => {
  // The translations themselves do not matter here: every file answers empty.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}')));
  await initI18n();
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe.each(PERSISTED_KEYS)('the $key setting', (setting) => {
  it(`starts as "${setting.fallback}"`, async () => {
    expect(await setting.load()).toBe(setting.fallback);
  });

  it(`is stored under "${setting.key}" as plain text and read back on the next load`, async () => {
    await setting.choose(setting.other);
    expect(localStorage.getItem(setting.key)).toBe(setting.other);
    expect(await setting.load()).toBe(setting.other);
  });

  it(`reads as "${setting.fallback}" when the stored value is corrupt`, async () => {
    localStorage.setItem(setting.key, setting.corrupt);
    expect(await setting.load()).toBe(setting.fallback);
  });
});

describe('the detected language', () => {
  it('is remembered by its language part only, as it is loaded', async () => {
    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    await detectLanguage();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('remembers a browser in Arabic as ae, right-to-left', async () => {
    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG']);
    await detectLanguage();
    expect(localStorage.getItem('i18nextLng')).toBe('ae');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('dark mode', () => {
  it('is off by default and follows the theme setting', () => {
    const store = createStore();
    expect(store.get(isDarkModeAtom)).toBe(false);
    store.set(themeAtom, 'dark');
    expect(store.get(isDarkModeAtom)).toBe(true);
    store.set(themeAtom, 'light');
    expect(store.get(isDarkModeAtom)).toBe(false);
  });
});
