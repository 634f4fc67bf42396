/** The bulk action dialog's form: the mission to join, or the points and the reason. */
import * as z from 'zod/mini';
import type { BulkAction } from '@/api/bulk-jobs';

export type BulkKind = BulkAction['type'];

/** The most points a bulk credit or debit moves per member (the contract's bound). */
export const BULK_POINTS_LIMIT = 100_000;

export const bulkFormSchema = z.object({
  missionId: z.string(),
  points: z.string(),
  reason: z.string().check(z.maxLength(200, 'memberBulk:form.reasonTooLong')),
});
export type BulkForm = z.infer<typeof bulkFormSchema>;

/** The action the form describes, or undefined while it is not complete. */
export function actionOf(kind: BulkKind, form: BulkForm): BulkAction | undefined {
  if (kind === 'joinMission') {
    return form.missionId ? { type: 'joinMission', missionId: form.missionId } : undefined;
  }
  const text = form.points.trim();
  const points = Number(text);
  const reason = form.reason.trim();
  if (!/^[+-]?\d+$/.test(text) || points === 0 || Math.abs(points) > BULK_POINTS_LIMIT)
    return undefined;
  if (!reason || reason.length > 200) return undefined;
  return { type: 'adjustPoints', points, reason };
}
