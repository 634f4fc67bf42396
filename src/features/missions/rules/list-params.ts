/**
 * The missions list's state as kept in the address:
 * `?search=…&page=…&limit=…&category=1|2&type=…&status=active|expired&sort=…`.
 */
import * as z from 'zod/mini';
import type { operations } from '@generated/api';
import { defineList } from '@/lib/list-state';

type ListQuery = NonNullable<operations['listMissions']['parameters']['query']>;
type CategoryCode = NonNullable<ListQuery['category']>;

export const CATEGORIES = [1, 2] as const satisfies readonly CategoryCode[];
export const TYPES = ['VisitBased', 'PointBased'] as const satisfies readonly NonNullable<
  ListQuery['type']
>[];
export const STATUSES = ['active', 'expired'] as const satisfies readonly NonNullable<
  ListQuery['status']
>[];

export const missionList = defineList({
  search: true,
  filters: {
    category: z.pipe(z.pipe(z.enum(['1', '2']), z.transform(Number)), z.literal(CATEGORIES)),
    type: z.enum(TYPES),
    status: z.enum(STATUSES),
  },
  sort: {
    fields: ['name', 'pointsReward', 'visitLimit', 'dueDate', 'participants', 'completed'],
    default: '-dueDate',
  },
  columns: {
    all: [
      'name',
      'category',
      'type',
      'pointsReward',
      'visitLimit',
      'dueDate',
      'participants',
      'completed',
    ],
    fixed: ['name'],
  },
});

export type MissionListParams = ReturnType<typeof missionList.parse>;
/** The query sent to GET /api/missions for this state. */
export const missionQueryOf = missionList.queryOf;
