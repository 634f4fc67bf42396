import { runInNewContext } from 'node:vm';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenPlan, inlineScript, type FirstScreenOptions } from './first-screen-preload';

/**
 * An output bundle of chunks: file name, chunk name, whether it is the entry, its static imports,
 * the module `import()` loads it for, and the modules in it (that one, unless told).
 */
function bundleOf(
  chunks: {
    fileName: string;
    name: string;
    isEntry?: boolean;
    imports?: string[];
    facadeModuleId?: string;
    moduleIds?: string[];
  }[],
): Rollup.OutputBundle {
  return Object.fromEntries(
    chunks.map(({ isEntry = false, imports = [], facadeModuleId = null, ...chunk }) => [
      chunk.fileName,
      {
        type: 'chunk',
        isEntry,
        imports,
        facadeModuleId,
        moduleIds: facadeModuleId ? [facadeModuleId] : [],
        ...chunk,
      } as Rollup.OutputChunk,
    ]),
  );
}

const OPTIONS: FirstScreenOptions = {
  script: 'src/app/preload-first-screen.js',
  signIn: { path: '/auth/boxed-signin', chunks: ['boxed-signin'], namespaces: ['auth'] },
  frame: {
    chunks: ['frame', 'screens'],
    namespaces: ['shell'],
    screens: {
      '/apps/users': {
        module: 'users',
        namespaces: ['users'],
        parts: ['features/users/members-grid'],
      },
      '/apps/list/view/:id': { module: 'member-profile', namespaces: ['members'] },
    },
    routesDir: 'src/app/routes',
    partsDir: 'src',
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
  {
    fileName: 'assets/more-screens.js',
    name: 'more-screens',
    moduleIds: ['/project/src/app/routes/users.tsx', '/project/src/features/users/search.tsx'],
    imports: ['assets/screens.js'],
  },
  {
    fileName: 'assets/member-profile.js',
    name: 'member-profile',
    facadeModuleId: '/project/src/app/routes/member-profile.tsx',
    imports: ['assets/screens.js', 'assets/profile-tables.js'],
  },
  { fileName: 'assets/profile-tables.js', name: 'profile-tables', imports: ['assets/Modal.js'] },
  {
    fileName: 'assets/members-grid.js',
    name: 'members-grid',
    facadeModuleId: '/project/src/features/users/members-grid.tsx',
    imports: ['assets/data-grid.js', 'assets/more-screens.js'],
  },
  { fileName: 'assets/data-grid.js', name: 'data-grid', imports: ['assets/Modal.js'] },
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

  it('starts every view’s namespaces with the default one', () => {
    expect(plan.signIn.namespaces).toEqual(['common', 'auth']);
    expect(plan.frame.namespaces).toEqual(['common', 'shell']);
  });

  it('gives each screen inside the frame its own namespaces and the files it needs besides the frame’s', () => {
    expect(plan.frame.screens).toEqual({
      // Its route module went into a group of the chunk plan, with code its grid shares.
      '/apps/users': {
        code: ['/assets/more-screens.js'],
        namespaces: ['users'],
        parts: ['/assets/data-grid.js', '/assets/members-grid.js'],
      },
      '/apps/list/view/:id': {
        code: ['/assets/member-profile.js', '/assets/profile-tables.js'],
        namespaces: ['members'],
        parts: [],
      },
    });
  });

  it('refuses a part of a screen that is not a chunk of its own (a typo, or imported statically)', () => {
    const users = { module: 'users', namespaces: ['users'], parts: ['features/users/member-grid'] };
    const options = {
      ...OPTIONS,
      frame: { ...OPTIONS.frame, screens: { '/apps/users': users } },
    };
    expect(() => firstScreenPlan(BUNDLE, '/', options)).toThrow(
      'src/features/users/member-grid.tsx',
    );
  });

  it('writes the files under the site’s base', () => {
    expect(firstScreenPlan(BUNDLE, '/admin/', OPTIONS).signIn.code).toEqual([
      '/admin/assets/boxed-signin.js',
      '/admin/assets/sign-in.js',
    ]);
  });
});

describe('the preload script as the page carries it', () => {
  it('runs, and leaves none of its names on the page’s global object', () => {
    const page: Record<string, unknown> = {};
    runInNewContext(
      inlineScript(
        'const plan = 1;\nfunction preload() { globalThis.preloaded = plan; }\npreload();',
      ),
      page,
    );
    expect(page).toEqual({ preloaded: 1 });
  });

  it('fails the build when the script does not parse', () => {
    expect(() => inlineScript('const = 1;')).toThrow('The preload script does not parse');
  });
});
