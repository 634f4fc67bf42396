/** The mission page's participants state as kept in the address: `?search=…&page=…&limit=…&status=…`. */
import type { ParticipantListQuery } from '@/api/missions';
import * as z from 'zod/mini';
import { defineList } from '@/lib/list-state';

export const PARTICIPANT_STATUSES = [
  'in-progress',
  'completed',
  'unassigned',
] as const satisfies readonly NonNullable<ParticipantListQuery['status']>[];

export const participantList = defineList({
  search: true,
  filters: { status: z.enum(PARTICIPANT_STATUSES) },
});

export type ParticipantListParams = ReturnType<typeof participantList.parse>;
