import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenPlan, type FirstScreenOptions } from './first-screen-preload';

/** An output bundle of chunks: file name, chunk name, whether it is the entry, its static imports. */
function bundleOf(
  chunks: { fileName: string; name: string; isEntry?: boolean; imports?: string[] }[],
): Rollup.OutputBundle {
  return Object.fromEntries(
    chunks.map(({ isEntry = false, imports = [], ...chunk }) => [
      chunk.fileName,
      { type: 'chunk', isEntry, imports, ...chunk } as Rollup.OutputChunk,
    ]),
  );
}

const OPTIONS: FirstScreenOptions = {
  signIn: { path: '/auth/boxed-signin', chunks: ['boxed-signin'], namespaces: ['auth'] },
  frame: {
    chunks: ['frame', 'screens'],
    namespaces: ['shell'],
    screens: { '/apps/users': ['users'] },
  },
  defaultNamespace: 'common',
  languages: ['en', 'fr'],
  fallbackLanguage: 'en',
  translationsPath: '/locales/{{lng}}/{{ns}}.json',
};

const BUNDLE = bundleOf([
  { fileName: 'assets/index.js', name: 'index', isEntry: true, imports: ['assets/shared.js'] },
  { fileName: 'assets/shared.js', name: 'shared' },
  { fileName: 'assets/boxed-signin.js', name: 'boxed-signin', imports: ['assets/sign-in.js'] },
  { fileName: 'assets/sign-in.js', name: 'sign-in', imports: ['assets/index.js'] },
  { fileName: 'assets/frame.js', name: 'frame', imports: ['assets/Modal.js', 'assets/shared.js'] },
  { fileName: 'assets/Modal.js', name: 'Modal' },
  { fileName: 'assets/screens.js', name: 'screens', imports: ['assets/sign-in.js'] },
  { fileName: 'assets/users.js', name: 'users', imports: ['assets/screens.js'] },
]);

describe('firstScreenPlan', () => {
  const plan = firstScreenPlan(BUNDLE, '/', OPTIONS);

  it('lists the sign-in route’s files and what they import, without what the entry already loads', () => {
    expect(plan.signIn.code).toEqual(['/assets/boxed-signin.js', '/assets/sign-in.js']);
  });

  it('lists the frame’s groups and their imports, not a screen’s own chunk', () => {
    expect(plan.frame.code).toEqual([
      '/assets/Modal.js',
      '/assets/frame.js',
      '/assets/screens.js',
      '/assets/sign-in.js',
    ]);
  });

  it('starts every view’s namespaces with the default one, and keeps each screen’s own', () => {
    expect(plan.signIn.namespaces).toEqual(['common', 'auth']);
    expect(plan.frame.namespaces).toEqual(['common', 'shell']);
    expect(plan.frame.screens).toEqual({ '/apps/users': ['users'] });
  });

  it('writes the files under the site’s base', () => {
    expect(firstScreenPlan(BUNDLE, '/admin/', OPTIONS).signIn.code).toEqual([
      '/admin/assets/boxed-signin.js',
      '/admin/assets/sign-in.js',
    ]);
  });
});
