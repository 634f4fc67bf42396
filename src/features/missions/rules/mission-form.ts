/** The mission form's values: as it opens, as a copy, as a kept draft, and as the body sent. */
import type { components } from '@generated/api';
import { dayOfDueDate, todayDateOnly } from './dates';

export type MissionInput = components['schemas']['MissionInput'];
export type MissionOverview = components['schemas']['MissionOverview'];
export type MissionType = components['schemas']['MissionType'];

export const NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const VISIT_LIMIT_MAX = 1000;
/** The most points a mission may reward (per visit for PointBased missions), as the contract says. */
export const POINTS_REWARD_MAX = 10_000;

/** What the form holds: text as typed; category '1' (visit) or '2' (point); the due date 'YYYY-MM-DD'. */
export type MissionForm = {
  name: string;
  description: string;
  category: string;
  type: string;
  pointsReward: string;
  visitLimit: string;
  dueDate: string;
};

export const EMPTY_MISSION_FORM: MissionForm = {
  name: '',
  description: '',
  category: '1',
  type: 'VisitBased',
  pointsReward: '',
  visitLimit: '1',
  dueDate: '',
};

/** The form as it opens on a mission (edit). */
export function missionForm(mission: MissionOverview): MissionForm {
  return {
    name: mission.name,
    description: mission.description,
    category: String(mission.category.code),
    type: mission.type,
    pointsReward: String(mission.pointsReward),
    visitLimit: mission.visitLimit === undefined ? '' : String(mission.visitLimit),
    dueDate: dayOfDueDate(mission.dueDate),
  };
}

/** A copy of a mission, to create: its name marked as a copy (within the name's limit). */
export function duplicateForm(mission: MissionOverview, copyOf: (name: string) => string) {
  const form = missionForm(mission);
  const name = Array.from(copyOf(mission.name)).slice(0, NAME_MAX_LENGTH).join('');
  return { ...form, name, dueDate: '' };
}

/** The body sent to POST /api/missions or PUT /api/missions/{missionId}. */
const WHOLE = /^\d+$/;
/** A whole number typed in plain digits, else NaN. */
export const whole = (text: string) => (WHOLE.test(text.trim()) ? Number(text.trim()) : NaN);

export function missionInput(form: MissionForm): MissionInput {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    category: Number(form.category),
    type: form.type === 'PointBased' ? 'PointBased' : 'VisitBased',
    pointsReward: whole(form.pointsReward),
    visitLimit: whole(form.visitLimit),
    dueDate: form.dueDate,
  };
}

/** The same mission, ending today: no one new can join; those in it keep their progress. */
export function endedToday(mission: MissionOverview, today: string = todayDateOnly()) {
  return missionInput({
    ...missionForm(mission),
    dueDate: today,
    visitLimit: String(mission.visitLimit ?? VISIT_LIMIT_MAX),
  });
}
