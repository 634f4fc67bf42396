// The seeded population: members of every origin and sign-up method, each with missions, visits
// and redemptions whose points add up (points = earned on missions − spent on rewards).
import { mediaUrl, membershipTier, pointsEarned, voucherCode } from '../rules.ts';
import { ID_KIND, objectId, type State } from '../state.ts';
import type { Member, Participation } from '../types.ts';
import {
  ORIGINS,
  emailSlug,
  fullName as nameOf,
  phoneNumber,
  pickOrigin,
  resetNamePools,
} from './people.ts';

const DAY = 86_400_000;
const SIGNUP = ['phone', 'phone', 'phone', 'email', 'email', 'whatsapp'] as const;
const GENDERS = ['Female', 'Male', 'Female', 'Male', 'Other'] as const;

const chance = (random: () => number, p: number) => random() < p;
const isoDay = (ms: number) => new Date(Math.floor(ms / DAY) * DAY).toISOString();
const isoMinute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

function activity(
  state: State,
  member: Member,
  random: () => number,
  reference: number,
  n: number,
): { earned: number; spent: number } {
  const since = new Date(member.createdAt ?? reference).getTime();
  const count = Math.floor(random() * 4);
  const taken = new Set<string>();
  let earned = 0;
  for (let k = 0; k < count; k += 1) {
    const mission = state.missions[Math.floor(random() * state.missions.length)]!;
    if (taken.has(mission._id)) continue;
    taken.add(mission._id);
    const limit = mission.visitLimit ?? 6;
    const progress = Math.floor(random() * (limit + 1));
    const visits = Array.from({ length: progress }, () =>
      isoMinute(since + random() * (reference - since)),
    ).sort((a, b) => b.localeCompare(a));
    const participation: Participation = {
      _id: objectId(ID_KIND.participation, 0x100000 + n * 4 + k),
      userId: member._id,
      missionId: mission._id,
      progress,
      lastVisitAt: visits[0] ?? null,
      unassignedByAdmin: chance(random, 0.06),
      visits,
      embedded: false,
    };
    state.addParticipation(participation);
    earned += pointsEarned(mission, progress);
  }
  let spent = 0;
  for (let r = 0; r < 8 && chance(random, 0.4); r += 1) {
    const reward = state.rewards[Math.floor(random() * state.rewards.length)]!;
    if (reward.pointsRequired > earned - spent) break;
    spent += reward.pointsRequired;
    const at = since + random() * (reference - since);
    state.addRedemption(
      member._id,
      {
        _id: objectId(ID_KIND.redemption, 0x100000 + n * 8 + r),
        name: reward.name,
        ...(reward.image ? { image: reward.image } : {}),
        pointsUsed: reward.pointsRequired,
        code: voucherCode(reward.name, random),
        redeemedAt: isoMinute(at),
      },
      reward._id,
    );
  }
  state.redemptions.get(member._id)?.sort((a, b) => b.redeemedAt.localeCompare(a.redeemedAt));
  return { earned, spent };
}

export function seedPopulation(
  state: State,
  count: number,
  seed: number,
  random: () => number,
  reference: Date,
): void {
  for (const [index, origin] of ORIGINS.entries()) origin.faker.seed(seed * 31 + index);
  resetNamePools();
  const now = reference.getTime();
  for (let i = 1; i <= count; i += 1) {
    const origin = pickOrigin(random);
    const fullName = nameOf(origin, random);
    const country = origin.countries[Math.floor(random() * origin.countries.length)]!;
    const signupMethod = SIGNUP[Math.floor(random() * SIGNUP.length)]!;
    const _id = objectId(ID_KIND.member, i);
    const slug = origin.latin ? emailSlug(fullName) : '';
    const created = now - random() * 3 * 365 * DAY;
    const member: Member = {
      _id,
      points: 0,
      signupMethod,
      // Every fifth member prefers English whatever their origin (no draw: the seed's other
      // values stay as they were).
      preferredLanguage: i % 5 === 0 ? 'en' : origin.language,
      ...(chance(random, 0.98) ? { fullName } : {}),
      ...(signupMethod === 'email' || chance(random, 0.5)
        ? { email: `${slug || 'member'}.${i}@mail.example` }
        : {}),
      ...(chance(random, 0.8)
        ? { dateOfBirth: isoDay(Date.UTC(1945, 0, 1) + random() * 62 * 365 * DAY) }
        : {}),
      ...(chance(random, 0.85) ? { gender: GENDERS[Math.floor(random() * GENDERS.length)]! } : {}),
      ...(signupMethod === 'phone' || chance(random, 0.6)
        ? { phoneNumber: phoneNumber(country, random) }
        : {}),
      ...(signupMethod === 'whatsapp' || chance(random, 0.4)
        ? { whatsAppNumber: phoneNumber(country, random) }
        : {}),
      memberId: `LC-${String(1000 + i).padStart(6, '0')}`,
      referralCode: `${(slug.replace(/\./g, '').slice(0, 5) || 'LC').toUpperCase()}${(i * 7919).toString(36).toUpperCase()}`,
      ...(chance(random, 0.6) ? { profilePhoto: mediaUrl('avatars', _id) } : {}),
      createdAt: isoMinute(created),
      updatedAt: isoMinute(created + random() * (now - created)),
    };
    const { earned, spent } = activity(state, member, random, now, i);
    state.addMember({
      ...member,
      points: earned - spent,
      membership: membershipTier(earned),
    });
  }
}
