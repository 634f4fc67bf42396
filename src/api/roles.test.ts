import { describe, expect, it } from 'vitest';
import { OPERATION_ROLES } from '@generated/roles';
import { SCREEN_LIST, SCREENS } from '@/lib/screens';
import { isOperationId, mayCall, mayOpen, startPath } from './roles';

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
});
