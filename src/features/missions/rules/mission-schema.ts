/** The mission form's rules (zod), loaded with the form, not with the list. */
import * as z from 'zod/mini';
import { isDateOnly, todayDateOnly } from './dates';
import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  POINTS_REWARD_MAX,
  VISIT_LIMIT_MAX,
  whole,
} from './mission-form';

const message = (key: string) => `missions:errors.${key}`;
/** The days the contract allows (2000 to 2100). */
const DATE_MIN = '2000-01-01';
const DATE_MAX = '2100-12-31';
const count = (text: string) => Array.from(text).length;

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
      pointsReward: z.string().check(
        z.refine((t) => whole(t) >= 1 && Number.isSafeInteger(whole(t)), {
          error: message('points'),
          abort: true,
        }),
        z.refine((t) => whole(t) <= POINTS_REWARD_MAX, message('pointsTooMany')),
      ),
      visitLimit: z
        .string()
        .check(
          z.refine((t) => whole(t) >= 1 && whole(t) <= VISIT_LIMIT_MAX, message('visitLimit')),
        ),
      dueDate: z.string().check(
        z.refine((d) => d !== '', { error: message('dueDateRequired'), abort: true }),
        z.refine((d) => isDateOnly(d) && d >= DATE_MIN && d <= DATE_MAX, {
          error: message('dueDateInvalid'),
          abort: true,
        }),
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
