import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseAdvertisementList,
  withAdvertisementList,
  type AdvertisementListParams,
} from '../rules/list-params';

/** The list's page, size and status filter, kept in the address (a reload shows the same view). */
export function useAdvertisementList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useMemo(() => parseAdvertisementList(searchParams), [searchParams]);
  const updateList = useCallback(
    (update: (current: AdvertisementListParams) => AdvertisementListParams) =>
      setSearchParams(
        (current) => withAdvertisementList(current, update(parseAdvertisementList(current))),
        { replace: true },
      ),
    [setSearchParams],
  );
  return [list, updateList] as const;
}
