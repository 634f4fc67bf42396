import { generatePath, matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { SCREEN_LIST, SCREENS, checkedScreens, sampleAddress, type ScreenId } from './screens';

const hasParameters = (path: string) => /[:*]/.test(path);

describe('the screen registry', () => {
  it('holds the addresses of the specification, word for word', () => {
    expect(SCREEN_LIST.map((screen) => screen.path).sort()).toEqual(
      [
        '*',
        '/',
        '/about',
        '/analytics',
        '/apps/advertisement',
        '/apps/broadcast-message',
        '/apps/list/view/:id',
        '/apps/missions',
        '/apps/missions/:missionId',
        '/apps/rewards',
        '/apps/users',
        '/approvals',
        '/audit-log',
        '/auth/boxed-signin',
        '/auth/change-password',
        '/auth/cover-login',
        '/elements/:page',
        '/front-desk',
        '/staff',
        '/tables',
        '/users/profile',
        '/users/user-account-settings',
      ].sort(),
    );
  });

  it('links each crumb to a screen without parameters', () => {
    for (const screen of SCREEN_LIST)
      for (const crumb of screen.crumbs ?? []) {
        if (crumb.to === undefined) continue;
        expect(Object.keys(SCREENS), `${screen.id}: ${crumb.label}`).toContain(crumb.to);
        expect(hasParameters(SCREENS[crumb.to as ScreenId].path)).toBe(false);
      }
  });

  it('puts only screens of the frame without parameters in the sidebar', () => {
    const linked = SCREEN_LIST.filter((screen) => screen.nav);
    expect(linked.map((screen) => screen.path)).toEqual([
      '/front-desk',
      '/',
      '/apps/missions',
      '/apps/rewards',
      '/apps/advertisement',
      '/apps/users',
      '/apps/broadcast-message',
      '/approvals',
      '/audit-log',
      '/staff',
    ]);
    for (const screen of linked) expect(screen.layout).toBe('frame');
  });

  it('gives the checks an address each screen they visit answers to', () => {
    for (const screen of checkedScreens().filter((s) => s.axe || s.firstVisit || s.bench)) {
      const address = sampleAddress(screen.id);
      expect(hasParameters(address), screen.id).toBe(false);
      if (screen.path !== '*') expect(matchPath(screen.path, address), screen.id).not.toBeNull();
    }
  });

  it('names each screen the size test or the benchmark measures, the benchmark by a unique id', () => {
    const measured = checkedScreens().filter((screen) => screen.firstVisit || screen.bench);
    for (const screen of measured) expect(screen.name, screen.id).toBeTruthy();
    const benchIds = measured.flatMap((screen) => (screen.bench ? [screen.bench] : []));
    expect(new Set(benchIds).size).toBe(benchIds.length);
  });
});

describe('paths', () => {
  it('builds each address from its pattern', () => {
    expect(paths.home()).toBe('/');
    expect(paths.users()).toBe('/apps/users');
    expect(paths.member({ id: '64b7f0c2a1e4d5f6a7b8c901' })).toBe(
      '/apps/list/view/64b7f0c2a1e4d5f6a7b8c901',
    );
    expect(paths.mission({ missionId: '65a1c0d2e3f4a5b6c7d8e911' })).toBe(
      '/apps/missions/65a1c0d2e3f4a5b6c7d8e911',
    );
    expect(paths.element({ page: 'buttons-group' })).toBe('/elements/buttons-group');
  });

  it('encodes a parameter, so an odd id stays one segment', () => {
    expect(paths.member({ id: 'a/b c' })).toBe('/apps/list/view/a%2Fb%20c');
  });

  it("fills a pattern as React Router's generatePath does", () => {
    for (const id of ['x', 'a/b c', 'Zoë?&#', '64b7f0c2a1e4d5f6a7b8c901']) {
      expect(paths.member({ id })).toBe(generatePath(SCREENS.member.path, { id }));
      expect(paths.mission({ missionId: id })).toBe(
        generatePath(SCREENS.mission.path, { missionId: id }),
      );
    }
    expect(paths.home()).toBe(generatePath(SCREENS.home.path));
  });

  it('adds a query, leaving out what is empty', () => {
    expect(paths.users({ search: 'Zoë Ward' })).toBe('/apps/users?search=Zo%C3%AB%20Ward');
    expect(paths.users({ search: '' })).toBe('/apps/users');
    expect(paths.missions({ page: 2, search: undefined, sort: 'name' })).toBe(
      '/apps/missions?page=2&sort=name',
    );
  });
});
