import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseRewardList, withRewardList, type RewardListParams } from '../rules/list-params';

/** The catalogue's page, size, sort, search and filter, kept in the address (replaced, not pushed). */
export function useRewardList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useMemo(() => parseRewardList(searchParams), [searchParams]);
  const updateList = useCallback(
    (update: (current: RewardListParams) => RewardListParams) =>
      setSearchParams((current) => withRewardList(current, update(parseRewardList(current))), {
        replace: true,
      }),
    [setSearchParams],
  );
  return [list, updateList] as const;
}
