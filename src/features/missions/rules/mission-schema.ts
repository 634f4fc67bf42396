import * as z from 'zod/mini';
import type { components } from '@generated/api';
import { dayOfDueDate, isDateOnly, todayDateOnly } from './dates';

export type MissionInput = components['schemas']['MissionInput'];
export type MissionOverview = components['schemas']['MissionOverview'];
export type MissionType = components['schemas']['MissionType'];

export const NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const VISIT_LIMIT_MAX = 1000;

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

/** A form kept through an expired session: its text fields where each is still text. */
export function restoredMissionForm(form: MissionForm, draft: unknown): MissionForm {
  if (typeof draft !== 'object' || draft === null) return form;
  const kept = { ...form };
  for (const key of Object.keys(form) as (keyof MissionForm)[]) {
    const value: unknown = (draft as Record<string, unknown>)[key];
    if (typeof value === 'string') kept[key] = value;
  }
  return kept;
}

const message = (key: string) => `missions:errors.${key}`;
const count = (text: string) => Array.from(text).length;
const WHOLE = /^\d+$/;
const whole = (text: string) => (WHOLE.test(text.trim()) ? Number(text.trim()) : NaN);

/** The form's rules; on create the due date may not be before today (today is fine). */
export function missionSchema(mode: 'create' | 'edit', today: () => string = todayDateOnly) {
  return z
    .object({
      name: z.string().check(
        z.refine((t) => t.trim() !== '', { error: message('nameRequired'), abort: true }),
        z.refine((t) => count(t.trim()) <= NAME_MAX_LENGTH, message('nameTooLong')),
      ),
      description: z
        .string()
        .check(z.refine((t) => count(t) <= DESCRIPTION_MAX_LENGTH, message('descriptionTooLong'))),
      category: z
        .string()
        .check(z.refine((c) => c === '1' || c === '2', message('categoryInvalid'))),
      type: z
        .string()
        .check(z.refine((t) => t === 'VisitBased' || t === 'PointBased', message('typeRequired'))),
      pointsReward: z
        .string()
        .check(z.refine((t) => whole(t) >= 1 && Number.isSafeInteger(whole(t)), message('points'))),
      visitLimit: z
        .string()
        .check(
          z.refine((t) => whole(t) >= 1 && whole(t) <= VISIT_LIMIT_MAX, message('visitLimit')),
        ),
      dueDate: z.string().check(
        z.refine((d) => d !== '', { error: message('dueDateRequired'), abort: true }),
        z.refine(isDateOnly, { error: message('dueDateInvalid'), abort: true }),
        z.refine((d) => mode === 'edit' || d >= today(), message('dueDatePast')),
      ),
    })
    .check(
      z.refine((form) => form.category !== '2' || form.type === 'PointBased', {
        error: message('pointMissionType'),
        path: ['type'],
      }),
    );
}

/** The body sent to POST /api/missions or PUT /api/missions/{missionId}. */
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
