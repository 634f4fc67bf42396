import type { operations } from '@generated/api';
import { $api } from '../client';

export type AdvertisementListQuery = NonNullable<
  operations['listAdvertisements']['parameters']['query']
>;

/** GET /api/advertisements: one page of banners in display order, filtered by status. */
export const advertisementsPageQuery = (query: AdvertisementListQuery) =>
  $api.queryOptions('get', '/api/advertisements', { params: { query } });
