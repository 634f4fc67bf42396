// Missions, rewards and broadcast messages beyond the contract's examples.
import { mediaUrl } from '../rules.ts';
import { ID_KIND, objectId, type State } from '../state.ts';
import type { Mission } from '../types.ts';

export const MISSION_COUNT = 40;
export const REWARD_COUNT = 20;
export const MESSAGE_COUNT = 300;
const DAY = 86_400_000;

const TOPICS = [
  'Dermatology',
  'Dental Care',
  'Eye Health',
  'Physiotherapy',
  'Nutrition',
  'Cardiology',
  'Diabetes Care',
  'Sleep Clinic',
  'Women’s Health',
  'Men’s Health',
  'Paediatrics',
  'Allergy',
  'Hearing',
  'Posture',
  'Mental Wellbeing',
];
const VISIT_KINDS = ['Check-up Series', 'Care Plan', 'Screening', 'Follow-up Visits'];
const POINT_KINDS = ['Points Booster', 'Loyalty Points', 'Points Challenge'];

export function seedMissions(state: State, random: () => number, reference: Date): void {
  for (let n = 1; state.missions.length < MISSION_COUNT; n += 1) {
    const category = random() < 0.65 ? 1 : 2;
    const topic = TOPICS[(n * 7) % TOPICS.length]!;
    const kinds = category === 1 ? VISIT_KINDS : POINT_KINDS;
    const kind = kinds[n % kinds.length]!;
    // About a quarter have passed their due date; the rest run up to three years ahead.
    const expired = random() < 0.25;
    const days = expired ? -Math.ceil(random() * 400) : Math.ceil(random() * 1000);
    const limited = random() < 0.9;
    const mission: Mission = {
      _id: objectId(ID_KIND.mission, n),
      name: `${topic} ${kind}`,
      description: `${kind} with our ${topic.toLowerCase()} team; each visit is recorded at the clinic.`,
      category:
        category === 1 ? { name: 'Visit Mission', code: 1 } : { name: 'Point Mission', code: 2 },
      pointsReward:
        category === 1 ? 50 + Math.floor(random() * 10) * 25 : 10 + Math.floor(random() * 5) * 5,
      dueDate: new Date(Math.floor(reference.getTime() / DAY + days) * DAY).toISOString(),
      ...(limited ? { visitLimit: 1 + Math.floor(random() * 8) } : {}),
      type: category === 1 ? 'VisitBased' : 'PointBased',
    };
    state.addMission(mission);
  }
}

const REWARDS = [
  ['Free Eye Test', 'A full eye test with our optometrist.', 300],
  ['Smoothie at the Café', 'Any smoothie from the clinic café.', 120],
  ['Teeth Whitening Session', 'One in-clinic teeth whitening session.', 2500],
  ['Massage (30 minutes)', 'A thirty-minute therapeutic massage.', 900],
  ['Nutrition Plan', 'A personal four-week nutrition plan from our dietitian.', 1200],
  ['Vitamin D Test', 'A blood test of your vitamin D level.', 600],
  ['Parking Pass', 'A month of free parking at any branch.', 400],
  ['Skin Analysis', 'A digital skin analysis with a dermatology nurse.', 700],
  ['Sports Injury Check', 'An assessment with a sports physiotherapist.', 1500],
  ['Family Flu Vaccination', 'Flu vaccinations for up to four family members.', 1800],
  ['Hearing Test', 'A full hearing test with an audiologist.', 650],
  ['Yoga Class Pass', 'Five classes at the clinic’s wellness studio.', 1000],
  ['Sleep Study Discount', 'Thirty per cent off an overnight sleep study.', 3000],
  ['Water Bottle', 'A London Clinic insulated water bottle.', 180],
  ['Allergy Panel', 'A blood test for the twenty most common allergies.', 2200],
] as const;

export function seedRewards(state: State): void {
  for (const [index, [name, description, pointsRequired]] of REWARDS.entries()) {
    if (state.rewards.length >= REWARD_COUNT) return;
    const _id = objectId(ID_KIND.reward, index + 1);
    state.rewards.push({
      _id,
      name,
      description,
      pointsRequired,
      ...(index % 4 === 3 ? {} : { image: mediaUrl('rewards', _id) }),
    });
  }
}

/** Added to the catalogue lately: nobody has redeemed them yet (they can be deleted). */
const NEW_REWARDS = [
  ['Blood Pressure Monitor', 'A home blood pressure monitor to keep.', 3500],
  ['Healthy Breakfast', 'Breakfast for two at the clinic café.', 250],
  ['Posture Workshop', 'A one-hour group workshop with a physiotherapist.', 800],
  ['Pharmacy Voucher', 'Twenty pounds to spend at the clinic pharmacy.', 1100],
] as const;

/** Retired: members can no longer redeem them, their redemptions stay in the histories. */
const RETIRED = new Set(['Smoothie at the Café', 'Parking Pass', 'Sleep Study Discount']);

/**
 * The catalogue's own facts, once the members have redeemed: when each reward was added, a few
 * retired, and a few new ones nobody has redeemed yet.
 */
export function seedRewardCatalogue(state: State, reference: Date): void {
  const start = Date.parse('2025-01-06T09:00:00.000Z');
  for (const [index, reward] of state.rewards.entries())
    state.rewardStatus.set(reward._id, {
      active: !RETIRED.has(reward.name),
      createdAt: new Date(start + index * 11 * DAY).toISOString(),
    });
  for (const [index, [name, description, pointsRequired]] of NEW_REWARDS.entries()) {
    const _id = objectId(ID_KIND.reward, 0x100 + index);
    state.rewards.push({
      _id,
      name,
      description,
      pointsRequired,
      ...(index % 2 === 0 ? { image: mediaUrl('rewards', _id) } : {}),
    });
    state.rewardStatus.set(_id, {
      active: true,
      createdAt: new Date(reference.getTime() - (index + 1) * 3 * DAY).toISOString(),
    });
  }
}

const OPENINGS = [
  'Reminder:',
  'New this month:',
  'Good news!',
  'Please note:',
  'Tip of the week:',
  'تذكير:',
  'Rappel :',
];
const NEWS = [
  'the pharmacy opens at 8 am on weekdays.',
  'book your annual health check in the member app.',
  'double points on every visit this weekend.',
  'our new branch in Jumeirah is now open.',
  'bring your member card or QR code to every visit.',
  'the café has a new healthy breakfast menu.',
  'flu vaccinations are available without an appointment.',
  'العيادة مفتوحة يوم الجمعة من الساعة 2 ظهرًا.',
  'les consultations en français sont disponibles tous les jours.',
];

/** Messages older than the examples, spread over the two years before the reference date. */
export function seedMessages(
  state: State,
  random: () => number,
  reference: Date,
  count = MESSAGE_COUNT,
): void {
  const oldest = Math.min(...state.messages.map((m) => new Date(m.createdAt).getTime()));
  const start = reference.getTime() - 730 * DAY;
  const added = count - state.messages.length;
  for (let n = 1; n <= added; n += 1) {
    const at = start + ((oldest - start) * (n - 1 + random())) / added;
    const opening = OPENINGS[Math.floor(random() * OPENINGS.length)]!;
    const news = NEWS[Math.floor(random() * NEWS.length)]!;
    state.messages.push({
      _id: objectId(ID_KIND.message, n),
      body: `${opening} ${news}`,
      createdAt: new Date(Math.floor(at / 60_000) * 60_000).toISOString(),
    });
  }
  state.messages.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
