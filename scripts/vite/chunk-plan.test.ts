import { describe, expect, it } from 'vitest';
import { planChunks, type FirstPassChunk } from './chunk-plan';

const LANDMARKS = {
  frameLayout: 'src/app/layouts/dashboard-layout.tsx',
  frameRoutes: 'src/app/dashboard-routes.tsx',
  screenPrefetch: 'prefetch.ts',
  busiestScreen: 'src/app/routes/member-profile.tsx',
};
const ROOT = '/project/';

/** A chunk of the first pass; `entry` names the module `import()` loads (its facade). */
function chunk(
  fileName: string,
  {
    entry,
    isEntry = false,
    imports = [],
    modules = [`${fileName}.js`],
    dynamicImporters = [],
    size = 1000,
  }: {
    entry?: string;
    isEntry?: boolean;
    imports?: string[];
    modules?: string[];
    dynamicImporters?: string[];
    size?: number;
  } = {},
): FirstPassChunk {
  const facade = entry ? ROOT + entry : null;
  return {
    fileName,
    isEntry,
    isDynamicEntry: !!entry && !isEntry,
    facadeModuleId: facade,
    imports,
    moduleIds: facade ? [facade, ...modules] : modules,
    dynamicImporters: dynamicImporters.map((id) => ROOT + id),
    size,
  };
}

const ROUTER = 'src/app/router.tsx';
const ROUTES = LANDMARKS.frameRoutes;

/** index.html's entry with the router and the frame's route table in it. */
const main = (imports: string[]) =>
  chunk('index', {
    isEntry: true,
    entry: 'src/main.tsx',
    modules: [ROOT + ROUTER, ROOT + ROUTES],
    imports,
  });
const frame = (imports: string[]) =>
  chunk('frame', { entry: LANDMARKS.frameLayout, dynamicImporters: [ROUTES], imports });
const screen = (name: string, imports: string[], importer = ROUTES) =>
  chunk(name, { entry: `src/app/routes/${name}.tsx`, dynamicImporters: [importer], imports });

describe('planChunks', () => {
  it('puts everything the entry loads in one group', () => {
    const plan = planChunks(
      [main(['react', 'mui-core']), chunk('react'), chunk('mui-core', { imports: ['react'] })],
      LANDMARKS,
    );
    expect(plan.get('react.js')).toBe('app');
    expect(plan.get('mui-core.js')).toBe('app');
  });

  it('puts what the frame alone loads in its group, and the frame layout with it', () => {
    const plan = planChunks(
      [main(['button']), frame(['button', 'toolbar']), chunk('button'), chunk('toolbar')],
      LANDMARKS,
    );
    expect(plan.get('button.js')).toBe('app');
    expect(plan.get('toolbar.js')).toBe('frame');
    expect(plan.get(ROOT + LANDMARKS.frameLayout)).toBe('frame');
  });

  it('does not put into the frame what a page outside the frame loads', () => {
    const plan = planChunks(
      [
        main([]),
        chunk('about', {
          entry: 'src/app/routes/about.tsx',
          dynamicImporters: [ROUTER],
          imports: ['card'],
        }),
        frame(['card']),
        chunk('card'),
      ],
      LANDMARKS,
    );
    expect(plan.get('card.js')).toBeUndefined();
  });

  it('counts a grid loaded by a screen inside the frame as inside, even when they share code', () => {
    const plan = planChunks(
      [
        main([]),
        frame(['toolbar']),
        screen('users', ['users-shared']),
        chunk('users-grid', {
          entry: 'src/features/users/members-grid.tsx',
          dynamicImporters: ['src/app/routes/users.tsx'],
          imports: ['users-shared', 'toolbar', 'popper', 'grid-core'],
        }),
        screen('broadcast', ['popper', 'grid-core']),
        chunk('users-shared'),
        chunk('toolbar'),
        chunk('popper'),
        chunk('grid-core', { size: 400_000 }),
      ],
      LANDMARKS,
    );
    expect(plan.get('toolbar.js')).toBe('frame');
    expect(plan.get('popper.js')).toBe('screens');
    expect(plan.get('users-shared.js')).toBe('screens');
    // Large shared code keeps its own file, and a screen's own code stays with it.
    expect(plan.get('grid-core.js')).toBeUndefined();
    expect(plan.get(`${ROOT}src/app/routes/users.tsx`)).toBeUndefined();
  });

  it('keeps the shared code the busiest screen does not load out of its files', () => {
    const plan = planChunks(
      [
        main([]),
        frame([]),
        screen('users', ['popper', 'autocomplete']),
        screen('broadcast', ['popper', 'autocomplete']),
        screen('member-profile', ['popper']),
        chunk('popper'),
        chunk('autocomplete', { imports: ['popper'] }),
      ],
      LANDMARKS,
    );
    expect(plan.get('popper.js')).toBe('screens');
    expect(plan.get('autocomplete.js')).toBe('more-screens');
  });

  it("puts the screens' first requests and what they need in a file of their own", () => {
    const plan = planChunks(
      [
        main([]),
        frame([]),
        screen('users', ['members-query', 'popper']),
        chunk('users-prefetch', {
          entry: 'src/features/users/prefetch.ts',
          dynamicImporters: [ROUTES],
          imports: ['members-query'],
        }),
        screen('broadcast', ['popper']),
        chunk('members-query'),
        chunk('popper'),
      ],
      LANDMARKS,
    );
    expect(plan.get('members-query.js')).toBe('requests');
    expect(plan.get(`${ROOT}src/features/users/prefetch.ts`)).toBe('requests');
    expect(plan.get('popper.js')).toBe('screens');
  });

  it('leaves a chunk apart when grouping it would make two files import each other', () => {
    // Without the check: `grid-toolbar` and `popper` in `screens`, `grid-core` (too large) apart,
    // and screens -> grid-core -> screens.
    const plan = planChunks(
      [
        main([]),
        frame([]),
        screen('users', ['grid-toolbar']),
        screen('broadcast', ['grid-toolbar']),
        chunk('grid-toolbar', { imports: ['grid-core'] }),
        chunk('grid-core', { imports: ['popper'], size: 400_000 }),
        chunk('popper'),
      ],
      LANDMARKS,
    );
    expect(plan.get('popper.js')).toBeUndefined();
    expect(plan.get('grid-toolbar.js')).toBe('screens');
  });

  it('puts tiny shared code no group takes with the entry, when all it imports is there', () => {
    const plan = planChunks(
      [
        main(['react']),
        chunk('react'),
        chunk('mui-locale-fr', {
          entry: 'src/i18n/mui-locales/fr.ts',
          dynamicImporters: ['src/i18n/mui-locales/load-mui-locales.ts'],
          imports: ['format-number', 'grid-helpers'],
        }),
        frame([]),
        screen('users', ['format-number', 'grid-helpers']),
        chunk('format-number', { size: 400, imports: ['react'] }),
        chunk('grid-helpers', { size: 400, imports: ['grid-core'] }),
        chunk('grid-core', { size: 400_000 }),
      ],
      LANDMARKS,
    );
    expect(plan.get('format-number.js')).toBe('app');
    // It would make the entry load the grid.
    expect(plan.get('grid-helpers.js')).toBeUndefined();
  });
});
