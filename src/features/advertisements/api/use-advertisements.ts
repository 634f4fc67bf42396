import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { advertisementsPageQuery } from '@/api/queries/advertisements';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { advertisementQueryOf, type AdvertisementListParams } from '../rules/list-params';

/** One page of banners in display order; while the next page comes, the last one stays shown. */
export function useAdvertisementsPage(list: AdvertisementListParams) {
  return useQuery({
    ...advertisementsPageQuery(advertisementQueryOf(list)),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
  });
}
