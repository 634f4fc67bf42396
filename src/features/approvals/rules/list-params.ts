/** The approvals list's state as kept in the address: `?status=approved|rejected&page=…&limit=…`. */
import * as z from 'zod/mini';
import type { ApprovalStatus } from '@/api/approvals';
import { defineList } from '@/lib/list-state';

/** The requests a list shows; none in the address: those pending. */
export const STATUSES = ['pending', 'approved', 'rejected'] as const satisfies ApprovalStatus[];

export const approvalList = defineList({ filters: { status: z.enum(STATUSES) } });

export type ApprovalListParams = ReturnType<typeof approvalList.parse>;

/** The status a list shows. */
export const statusOf = (list: ApprovalListParams): ApprovalStatus => list.status ?? 'pending';
