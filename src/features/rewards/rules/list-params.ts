/** The catalogue's state as kept in the address: `?search=…&page=…&limit=…&active=true|false&sort=…`. */
import * as z from 'zod/mini';
import { defineList } from '@/lib/list-state';
export { PAGE_SIZES, type PageSize } from '@/lib/list-paging';

export const rewardList = defineList({
  search: true,
  filters: { active: z.stringbool({ truthy: ['true'], falsy: ['false'], case: 'sensitive' }) },
  sort: { fields: ['name', 'pointsRequired', 'redemptions', 'createdAt'], default: '-createdAt' },
  columns: {
    all: ['image', 'name', 'description', 'pointsRequired', 'redemptions', 'active'],
    fixed: ['name'],
  },
});

export type RewardListParams = ReturnType<typeof rewardList.parse>;
export const rewardQueryOf = rewardList.queryOf;

/** A reward's redemptions, paged in their side panel (kept there, not in the address). */
export const redemptionList = defineList({});
export type RedemptionListParams = ReturnType<typeof redemptionList.parse>;
