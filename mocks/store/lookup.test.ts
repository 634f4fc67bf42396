// @vitest-environment node
// The front desk's lookup rules: member ID, phone in any format, e-mail, referral code; exact first.
import { describe, expect, it } from 'vitest';
import { findMembers, matchOf, phoneOf } from './lookup.ts';
import type { Member } from './types.ts';

const member = (n: number, extra: Partial<Member> = {}): Member => ({
  _id: n.toString(16).padStart(24, '0'),
  points: 0,
  signupMethod: 'email',
  memberId: `LC-${String(n).padStart(6, '0')}`,
  ...extra,
});

const layla = member(1234, {
  fullName: 'Layla Haddad',
  phoneNumber: '+447700900123',
  whatsAppNumber: '+971501234567',
  email: 'layla.haddad@example.com',
  referralCode: 'LAYLA7Q2',
});

describe('phoneOf', () => {
  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['07700 900123', '+447700900123'],
    ['(07700) 900-123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971501234567', '+971501234567'],
  ])('reads %s as %s', (typed, e164) => {
    expect(phoneOf(typed)).toBe(e164);
  });

  it('does not read a member ID, an e-mail or a short number as a phone', () => {
    expect(phoneOf('LC-001234')).toBeUndefined();
    expect(phoneOf('layla@example.com')).toBeUndefined();
    expect(phoneOf('1234')).toBeUndefined();
  });
});

describe('matchOf', () => {
  it.each([
    ['LC-001234', 'memberId'],
    ['lc-001234', 'memberId'],
    ['001234', 'memberId'],
    ['1234', 'memberId'],
    ['+44 7700 900123', 'phone'],
    ['07700900123', 'phone'],
    ['+971 50 123 4567', 'phone'],
    ['Layla.Haddad@Example.com', 'email'],
    ['layla7q2', 'referralCode'],
  ])('%s is an exact %s match', (typed, by) => {
    expect(matchOf(layla, typed)).toMatchObject({ matchedBy: by, exact: true });
  });

  it.each([
    ['00123', 'memberId'],
    ['900123', 'phone'],
    ['layla.had', 'email'],
    ['LAYL', 'email'],
  ])('%s is a partial %s match', (typed, by) => {
    expect(matchOf(layla, typed)).toMatchObject({ matchedBy: by, exact: false });
  });

  it('finds nothing for another member, a blank query or two characters', () => {
    expect(matchOf(layla, 'LC-009999')).toBeUndefined();
    expect(matchOf(layla, '   ')).toBeUndefined();
    expect(matchOf(layla, 'la')).toBeUndefined();
  });
});

describe('findMembers', () => {
  it('lists exact matches first, then partial ones, at most the limit, counting all', () => {
    const others = [member(11234), member(21234), member(31234)];
    const { found, total } = findMembers([...others, layla], '1234', 2);
    expect(total).toBe(4);
    expect(found[0]).toMatchObject({ member: { _id: layla._id }, exact: true });
    expect(found[1]).toMatchObject({ member: { _id: others[0]!._id }, exact: false });
    expect(found).toHaveLength(2);
  });

  it('finds a member by phone in whatever format the receptionist types it', () => {
    const { found } = findMembers([member(5), layla], '07700 900 123');
    expect(found.map((f) => f.member._id)).toEqual([layla._id]);
  });
});
