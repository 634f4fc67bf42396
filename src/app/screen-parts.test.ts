import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_META } from './first-views';
import { preloadScreenParts } from './screen-parts';

function describeFirstScreens(content: string) {
  const meta = document.createElement('meta');
  meta.name = FIRST_SCREEN_META;
  meta.content = content;
  document.head.append(meta);
}

const PLAN = {
  frame: {
    screens: {
      '/apps/users': {
        code: [],
        namespaces: ['users'],
        parts: ['/assets/grid.js', '/assets/x.js'],
      },
      '/apps/missions': { code: [], namespaces: ['pages'], parts: [] },
    },
  },
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.fetchPriority,
  ]);

describe('preloadScreenParts', () => {
  afterEach(() => document.head.replaceChildren());

  it('fetches the parts of the screen at a route path, at low priority, each once', () => {
    describeFirstScreens(JSON.stringify(PLAN));
    preloadScreenParts('/apps/users');
    preloadScreenParts('/apps/users');
    expect(preloads()).toEqual([
      ['/assets/grid.js', 'low'],
      ['/assets/x.js', 'low'],
    ]);
  });

  it('fetches nothing for a screen without parts, or one the page does not describe', () => {
    describeFirstScreens(JSON.stringify(PLAN));
    preloadScreenParts('/apps/missions');
    preloadScreenParts('/apps/list/view/:id');
    expect(preloads()).toEqual([]);
  });

  it('fetches nothing where the page describes no first screens (development) or cannot be read', () => {
    preloadScreenParts('/apps/users');
    describeFirstScreens('{not json');
    preloadScreenParts('/apps/users');
    expect(preloads()).toEqual([]);
  });
});
