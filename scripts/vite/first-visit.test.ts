import { afterEach, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { ELEMENT_PAGES, SCREEN_LIST, routeModuleOf } from '../../src/lib/screens';
import { firstVisitScript, firstVisitTable, patternOf } from './first-visit';

/** A bundle as Rolldown hands it over: the entry, the frame, each screen's module, shared files. */
function bundleOf(): Rolldown.OutputBundle {
  const chunk = (
    fileName: string,
    facade: string | null,
    imports: string[] = [],
    isEntry = false,
  ) => [fileName, { type: 'chunk', fileName, facadeModuleId: facade, imports, isEntry }] as const;
  const modules = SCREEN_LIST.filter((screen) => screen.id !== 'element').map((screen) =>
    chunk(
      `assets/${routeModuleOf(screen.id)}.js`,
      `/app/src/app/routes/${routeModuleOf(screen.id)}.tsx`,
      screen.id === 'users' ? ['assets/grid.js', 'assets/app.js'] : ['assets/app.js'],
    ),
  );
  return Object.fromEntries([
    chunk('assets/index.js', '/app/index.html', ['assets/app.js'], true),
    chunk('assets/app.js', null),
    chunk('assets/grid.js', null, ['assets/popper.js']),
    chunk('assets/popper.js', null),
    chunk('assets/frame.js', '/app/src/app/layouts/dashboard-layout.tsx', ['assets/app.js']),
    ...modules,
    ...ELEMENT_PAGES.map((page) =>
      chunk(`assets/${page}.js`, `/app/src/app/routes/elements/${page}.tsx`),
    ),
  ]) as unknown as Rolldown.OutputBundle;
}

const OPTIONS = { languages: ['en', 'de', 'ae'], fallback: 'en' };

describe('patternOf', () => {
  it('matches the address of a screen, its parameters any one segment', () => {
    const member = new RegExp(patternOf('/apps/list/view/:id'));
    expect(member.test('/apps/list/view/64b7f0c2a1e4d5f6a7b8c901')).toBe(true);
    expect(member.test('/apps/list/view/64b7f0c2a1e4d5f6a7b8c901/')).toBe(true);
    expect(member.test('/apps/list/view/a/b')).toBe(false);
    expect(new RegExp(patternOf('/')).test('/')).toBe(true);
    expect(new RegExp(patternOf('/')).test('/apps/users')).toBe(false);
    expect(patternOf('*')).toBe('');
  });
});

describe('firstVisitTable', () => {
  it("names each screen's files beyond the entry's, the frame's first, and its namespaces", () => {
    const table = firstVisitTable(bundleOf(), OPTIONS);
    const users = table.screens.find(([pattern]) => pattern === patternOf('/apps/users'));
    expect(users).toEqual([
      patternOf('/apps/users'),
      ['/assets/frame.js', '/assets/users.js', '/assets/grid.js', '/assets/popper.js'],
      ['common', 'shell', 'users', 'savedViews'],
      1,
    ]);
    const signIn = table.screens[table.signIn];
    expect(signIn?.[0]).toBe(patternOf('/auth/boxed-signin'));
    expect(signIn?.slice(1)).toEqual([['/assets/sign-in.js'], ['common', 'auth'], 0]);
    // The page for an unknown address is tried last.
    expect(table.screens.at(-1)?.[0]).toBe('');
  });

  it('fails the build when a screen of the registry has no module', () => {
    const bundle = bundleOf() as Record<string, unknown>;
    delete bundle['assets/rewards.js'];
    expect(() => firstVisitTable(bundle as Rolldown.OutputBundle, OPTIONS)).toThrow(
      'first visit: no chunk for src/app/routes/rewards.tsx',
    );
  });
});

describe("the page's script", () => {
  const run = (path: string, storage: Record<string, string> = {}) => {
    window.history.replaceState(null, '', path);
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    // The script as the page carries it.
    new Function(firstVisitScript(firstVisitTable(bundleOf(), OPTIONS)))();
    return [...document.head.querySelectorAll('link')].map((link) =>
      link.rel === 'preload'
        ? `preload ${link.getAttribute('href')} as=${link.getAttribute('as')} ${link.getAttribute('crossorigin')}`
        : `${link.rel} ${link.getAttribute('href')}`,
    );
  };

  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  it("asks for a framed screen's code and words while signed in, in the chosen language and the fallback", () => {
    expect(run('/apps/users?page=2', { token: 't', i18nextLng: 'de' })).toEqual([
      'modulepreload /assets/frame.js',
      'modulepreload /assets/users.js',
      'modulepreload /assets/grid.js',
      'modulepreload /assets/popper.js',
      'preload /locales/de/common.json as=fetch anonymous',
      'preload /locales/de/shell.json as=fetch anonymous',
      'preload /locales/de/users.json as=fetch anonymous',
      'preload /locales/de/savedViews.json as=fetch anonymous',
      'preload /locales/en/common.json as=fetch anonymous',
      'preload /locales/en/shell.json as=fetch anonymous',
      'preload /locales/en/users.json as=fetch anonymous',
      'preload /locales/en/savedViews.json as=fetch anonymous',
    ]);
  });

  it("asks for the sign-in's instead without a session, and reads the language from the address", () => {
    expect(run('/apps/users?lng=ar-EG')).toEqual([
      'modulepreload /assets/sign-in.js',
      'preload /locales/ae/common.json as=fetch anonymous',
      'preload /locales/ae/auth.json as=fetch anonymous',
      'preload /locales/en/common.json as=fetch anonymous',
      'preload /locales/en/auth.json as=fetch anonymous',
    ]);
  });

  it('asks for the page of an unknown address, in the fallback for a language the app lacks', () => {
    expect(run('/no/such/page', { i18nextLng: 'xx' })).toEqual([
      'modulepreload /assets/not-found.js',
      'preload /locales/en/common.json as=fetch anonymous',
    ]);
  });
});
