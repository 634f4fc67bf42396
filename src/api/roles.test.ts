import { describe, expect, it } from 'vitest';
import { OPERATION_ROLES } from '@generated/roles';
import { matchPath } from 'react-router';
import { SCREEN_LIST, SCREENS } from '@/lib/screens';
import {
  afterSignIn,
  isOperationId,
  linkTo,
  mayCall,
  mayOpen,
  ROLES,
  startPath,
  trailOf,
} from './roles';

describe("the role's rights, from the contract", () => {
  it('names a real operation for every screen built on one', () => {
    for (const screen of SCREEN_LIST)
      if (screen.opens) expect(isOperationId(screen.opens), screen.id).toBe(true);
  });

  it('lets each role call what the contract names it for, and anyone a public operation', () => {
    expect(mayCall('front-desk', 'recordVisit')).toBe(true);
    expect(mayCall('front-desk', 'updateMemberProfile')).toBe(false);
    expect(mayCall('auditor', 'listAuditLog')).toBe(true);
    expect(mayCall('auditor', 'redeemReward')).toBe(false);
    expect(mayCall('auditor', 'signIn')).toBe(true);
    for (const operation of Object.keys(OPERATION_ROLES))
      expect(mayCall('administrator', operation as keyof typeof OPERATION_ROLES)).toBe(true);
  });

  it('opens a screen for a role that may call its operation', () => {
    expect(mayOpen('front-desk', SCREENS.frontDesk)).toBe(true);
    expect(mayOpen('front-desk', SCREENS.home)).toBe(false);
    expect(mayOpen('programme-manager', SCREENS.auditLog)).toBe(false);
    expect(mayOpen('auditor', SCREENS.auditLog)).toBe(true);
    // Screens built on no operation (the UI kit) and a role not known yet are not held back.
    expect(mayOpen('front-desk', SCREENS.tables)).toBe(true);
    expect(mayOpen(undefined, SCREENS.auditLog)).toBe(true);
  });

  it('starts the front desk at /front-desk and every other role at the dashboard', () => {
    expect(startPath('front-desk')).toBe('/front-desk');
    expect(startPath('programme-manager')).toBe('/');
    expect(startPath('auditor')).toBe('/');
    expect(startPath('administrator')).toBe('/');
  });

  it('after sign-in goes back where it was heading, unless that is a dashboard the role may not open', () => {
    expect(afterSignIn('administrator', '/?from=bookmark')).toBe('/?from=bookmark');
    expect(afterSignIn('administrator', undefined)).toBe('/');
    for (const address of ['/', '/?lng=ar', '/#top'])
      expect(afterSignIn('front-desk', address), address).toBe('/front-desk');
    expect(afterSignIn('front-desk', '/apps/users?search=haddad')).toBe(
      '/apps/users?search=haddad',
    );
    expect(afterSignIn('front-desk', undefined)).toBe('/front-desk');
  });
});

/** The screen of the frame an address opens (the first in the registry whose pattern matches). */
const screenAt = (address: string) =>
  SCREEN_LIST.find((screen) => screen.path !== '*' && matchPath(screen.path, address));

describe('where each role may go', () => {
  it('every crumb of every screen a role may open leads to a screen the role may open', () => {
    for (const role of ROLES)
      for (const screen of SCREEN_LIST.filter((s) => mayOpen(role, s)))
        for (const crumb of trailOf(role, screen)) {
          if (crumb.to === undefined) continue;
          const target = screenAt(crumb.to);
          expect(target, `${role} ${screen.id} ${crumb.label}: ${crumb.to}`).toBeDefined();
          expect(mayOpen(role, target!), `${role} ${screen.id} ${crumb.label}`).toBe(true);
        }
  });

  it("each role's start page is a screen it may open", () => {
    for (const role of ROLES) expect(mayOpen(role, screenAt(startPath(role))!), role).toBe(true);
  });

  it("a link to a screen the role may not open goes to the role's start page instead", () => {
    expect(trailOf('front-desk', SCREENS.frontDesk)).toEqual([
      { label: 'frontDesk:crumb', to: '/front-desk' },
    ]);
    expect(trailOf('administrator', SCREENS.frontDesk)).toEqual([
      { label: 'frontDesk:crumb', to: '/' },
    ]);
    expect(linkTo('front-desk', 'home')).toBe('/front-desk');
    expect(linkTo('programme-manager', 'auditLog')).toBe('/');
    expect(linkTo('auditor', 'auditLog')).toBe('/audit-log');
  });
});
