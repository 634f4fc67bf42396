/**
 * The Users list's state as kept in the address: `?search=…&page=…&limit=…` and the member
 * filters (`membership`, `pointsMin`, `pointsMax`, `joinedFrom`, `joinedTo`, `lastVisitAfter`,
 * `lastVisitBefore`, `noVisitDays`, `joinedMission`, `completedMission`, `language`). Defaults are
 * left out: `/apps/users` is page 1 of 10, unsearched and unfiltered, the address the header's
 * search and the sidebar open.
 */
import * as z from 'zod/mini';
import type { components } from '@generated/api';
import { isDateOnly } from '@/lib/date-only';
import { defineList } from '@/lib/list-state';
import { TIERS } from '@/lib/membership-tiers';

export { TIERS };

type MemberLanguage = components['schemas']['MemberLanguage'];

/** The languages a member may prefer (the contract's MemberLanguage). */
export const MEMBER_LANGUAGES = [
  'en',
  'ar',
  'zh',
  'ru',
  'fr',
  'de',
  'es',
  'it',
  'tr',
  'ja',
  'el',
  'pt',
  'pl',
  'sv',
  'da',
  'hu',
] as const satisfies readonly MemberLanguage[];

/** A birthday month: 1 to 12, or `current` (the month it is on the server, "this month"). */
export const BIRTH_MONTHS = [
  'current',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;
/** The most points short of a reward the contract takes. */
export const MAX_POINTS_TO_REWARD = 1_000_000;

/** The contract's largest points balance (2^53 − 1). */
export const MAX_POINTS = Number.MAX_SAFE_INTEGER;
/** The longest "no visit in N days" the contract takes (ten years). */
export const MAX_NO_VISIT_DAYS = 3650;

/** A whole number written in plain digits, from `min` to `max`. */
export const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,16}$/)),
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.number().check(z.minimum(min), z.maximum(max)),
    ),
  );

/** A real calendar day from 2000 to 2100, written YYYY-MM-DD (the contract's dates). */
export const day = z
  .string()
  .check(z.refine((text) => isDateOnly(text) && text >= '2000-01-01' && text <= '2100-12-31'));

const objectId = z.string().check(z.regex(/^[a-f0-9]{24}$/));

/** The list with the two ends of a range the right way round. */
function inOrder<L extends object, A extends keyof L, B extends keyof L>(
  list: L,
  from: A,
  to: B,
): L {
  const [low, high] = [list[from], list[to]] as unknown as [string | number, string | number];
  return low !== undefined && high !== undefined && low > high
    ? { ...list, [from]: high, [to]: low }
    : list;
}

export const memberList = defineList({
  search: true,
  filters: {
    membership: z.enum(TIERS),
    pointsMin: wholeNumber(0, MAX_POINTS),
    pointsMax: wholeNumber(0, MAX_POINTS),
    joinedFrom: day,
    joinedTo: day,
    lastVisitAfter: day,
    lastVisitBefore: day,
    noVisitDays: wholeNumber(1, MAX_NO_VISIT_DAYS),
    joinedMission: objectId,
    completedMission: objectId,
    language: z.enum(MEMBER_LANGUAGES),
    birthMonth: z.enum(BIRTH_MONTHS),
    pointsToReward: wholeNumber(1, MAX_POINTS_TO_REWARD),
  },
  // Ranges the wrong way round are read the right way round (the server refuses them otherwise).
  tidy: (list) =>
    inOrder(
      inOrder(inOrder(list, 'pointsMin', 'pointsMax'), 'joinedFrom', 'joinedTo'),
      'lastVisitAfter',
      'lastVisitBefore',
    ),
  columns: {
    all: ['profilePhoto', 'fullName', 'email', 'phoneNumber', 'memberId', 'points', 'membership'],
    fixed: ['fullName'],
  },
});

export type MemberListParams = ReturnType<typeof memberList.parse>;

/** The filters of the list, in the address's order (the search is not one of them). */
export const MEMBER_FILTERS = [
  'membership',
  'pointsMin',
  'pointsMax',
  'joinedFrom',
  'joinedTo',
  'lastVisitAfter',
  'lastVisitBefore',
  'noVisitDays',
  'joinedMission',
  'completedMission',
  'language',
  'birthMonth',
  'pointsToReward',
] as const satisfies readonly (keyof MemberListParams)[];

export type MemberFilter = (typeof MEMBER_FILTERS)[number];
