/** The advertisements list's state as kept in the address: `?page=…&limit=…&status=…`. */
import * as z from 'zod/mini';
import type { components } from '@generated/api';
import { defineList } from '@/lib/list-state';

export type Advertisement = components['schemas']['Advertisement'];
export type AdvertisementStatus = components['schemas']['AdvertisementStatus'];

export const STATUSES = [
  'live',
  'scheduled',
  'ended',
  'inactive',
] as const satisfies readonly AdvertisementStatus[];

/** Banners come 20 to a page unless the address says otherwise. */
export const advertisementList = defineList({
  filters: { status: z.enum(STATUSES) },
  defaultLimit: 20,
});

export type AdvertisementListParams = ReturnType<typeof advertisementList.parse>;
export const advertisementQueryOf = advertisementList.queryOf;
