// The front desk's lookup: what was typed or scanned is matched against each member's member ID,
// phone numbers (any format libphonenumber-js can read; without a country code, a UK number),
// e-mail and referral code. A whole detail matching is exact; part of one (three characters or
// more, six digits or more for a phone) is partial. Exact matches come first.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Member } from './types.ts';

export type MatchedBy = 'memberId' | 'phone' | 'email' | 'referralCode';

export interface Found {
  member: Member;
  matchedBy: MatchedBy;
  exact: boolean;
}

/** The query as an E.164 phone number, when it reads as one (UK when no country code is given). */
export function phoneOf(query: string): string | undefined {
  const text = query.trim();
  if (!/^[+(]?[\d\s().-]{6,}$/.test(text) && !/^00\d/.test(text)) return undefined;
  const parsed = parsePhoneNumberFromString(text, 'GB');
  return parsed?.isPossible() ? parsed.number : undefined;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Whether the query is the member ID, typed with or without its prefix and leading zeros. */
function isMemberId(memberId: string, lower: string): boolean {
  if (memberId.toLowerCase() === lower) return true;
  return /^\d+$/.test(lower) && Number(digits(memberId)) === Number(lower) && lower.length >= 3;
}

/** How the member matches the query (the best way), or undefined. */
export function matchOf(member: Member, query: string, phone = phoneOf(query)): Found | undefined {
  const lower = query.trim().toLowerCase();
  if (!lower) return undefined;
  const memberId = member.memberId ?? '';
  const email = (member.email ?? '').toLowerCase();
  const referral = (member.referralCode ?? '').toLowerCase();
  const phones = [member.phoneNumber, member.whatsAppNumber].filter((p): p is string => !!p);
  if (memberId && isMemberId(memberId, lower))
    return { member, matchedBy: 'memberId', exact: true };
  if (phone && phones.includes(phone)) return { member, matchedBy: 'phone', exact: true };
  if (email && email === lower) return { member, matchedBy: 'email', exact: true };
  if (referral && referral === lower) return { member, matchedBy: 'referralCode', exact: true };
  if (lower.length < 3) return undefined;
  if (memberId.toLowerCase().includes(lower))
    return { member, matchedBy: 'memberId', exact: false };
  const typed = digits(lower);
  if (typed.length >= 6 && typed.length === lower.replace(/[\s().+-]/g, '').length) {
    const national = typed.replace(/^0+/, '');
    if (phones.some((p) => digits(p).includes(national)))
      return { member, matchedBy: 'phone', exact: false };
  }
  if (email.includes(lower)) return { member, matchedBy: 'email', exact: false };
  if (referral.startsWith(lower)) return { member, matchedBy: 'referralCode', exact: false };
  return undefined;
}

/** The members the query finds, exact matches first (each group in the members' order). */
export function findMembers(
  members: readonly Member[],
  query: string,
  limit = 10,
): { found: Found[]; total: number } {
  const phone = phoneOf(query);
  const exact: Found[] = [];
  const partial: Found[] = [];
  for (const member of members) {
    if (member.anonymisedAt) continue;
    const found = matchOf(member, query, phone);
    if (found) (found.exact ? exact : partial).push(found);
  }
  return { found: [...exact, ...partial].slice(0, limit), total: exact.length + partial.length };
}
