// Members: the paged, searchable, filtered list (and its CSV), one member, and profile updates.
import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import type { State } from '../state.ts';
import type { Handler, Member } from '../types.ts';
import { fail, ok } from './errors.ts';
import { unstorable } from '../contract.ts';
import { toCsv, wantsCsv } from '../csv.ts';
import { memberTest } from '../member-filters.ts';

const CSV = 'text/csv; charset=utf-8';
const CSV_HEADER = [
  '_id',
  'fullName',
  'email',
  'phoneNumber',
  'memberId',
  'membership',
  'points',
  'preferredLanguage',
  'createdAt',
];

export function memberHandlers(state: State, now: () => Date) {
  const listMembers: Handler<'listMembers'> = ({ query, accept }) => {
    const { page: askedPage, limit: askedLimit, ...selection } = query;
    const test = memberTest(state, selection, now());
    if (wantsCsv(accept)) {
      const rows: (string | number | undefined)[][] = [];
      state.members.forEach((m, i) => {
        if (test(m, i))
          rows.push([
            m._id,
            m.fullName,
            m.email,
            m.phoneNumber,
            m.memberId,
            m.membership,
            m.points,
            m.preferredLanguage,
            m.createdAt,
          ]);
      });
      return { status: 200, body: toCsv(CSV_HEADER, rows), type: CSV };
    }
    const page = Number(askedPage ?? 1);
    const limit = Number(askedLimit ?? 10);
    const start = (page - 1) * limit;
    const users: Member[] = [];
    let total = 0;
    for (let i = 0; i < state.members.length; i += 1) {
      if (!test(state.members[i]!, i)) continue;
      if (total >= start && users.length < limit) users.push(state.members[i]!);
      total += 1;
    }
    return ok({ users, total });
  };

  const getMember: Handler<'getMember'> = ({ path }) => {
    const member = state.member(path.id);
    return member ? ok(member) : fail(404, 'User not found');
  };

  const updateMemberProfile: Handler<'updateMemberProfile'> = ({ path, body }) => {
    const before = state.member(path.userId);
    if (!before) return fail(404, 'User not found');
    const next: Member = { ...before };
    if (body.fullName !== undefined && !body.fullName.trim())
      return fail(400, 'Full name is required');
    if (body.fullName) next.fullName = body.fullName;
    if (body.gender) next.gender = body.gender;
    if (body.dateOfBirth) {
      const date = `${body.dateOfBirth}T00:00:00.000Z`;
      if (new Date(date).getTime() > now().getTime())
        return fail(400, 'Date of Birth cannot be in the future.');
      next.dateOfBirth = date;
    }
    // phoneNumber, whatsAppNumber and email are always sent: empty clears them, except the one
    // the member signed up with, which cannot be changed.
    const locked = {
      phone: 'phoneNumber',
      email: 'email',
      whatsapp: 'whatsAppNumber',
    }[before.signupMethod];
    for (const field of ['phoneNumber', 'whatsAppNumber', 'email'] as const) {
      const value = body[field];
      if (value === undefined) continue;
      if (field === locked) {
        if (value !== '' && value !== before[field])
          return fail(
            400,
            'Invalid request',
            `${field} is the sign-up method and cannot be changed.`,
          );
        continue;
      }
      if (value === '') delete next[field];
      else next[field] = value;
    }
    for (const field of ['phoneNumber', 'whatsAppNumber'] as const) {
      const value = next[field];
      if (value && value !== before[field] && !isValidPhoneNumber(value))
        return fail(
          400,
          field === 'phoneNumber' ? 'Invalid phone number' : 'Invalid WhatsApp number',
        );
    }
    if (next.email && next.email !== before.email) {
      const owner = state.emailOwnerOf(next.email);
      if (owner && owner !== before._id) return fail(409, 'Email already in use');
    }
    next.updatedAt = now().toISOString();
    const wrong = unstorable('Member', next);
    if (wrong) return fail(400, 'Invalid request', `The member's ${wrong}.`);
    state.replaceMember(before, next);
    return ok({ message: 'Profile updated successfully', data: next });
  };

  return { listMembers, getMember, updateMemberProfile };
}
