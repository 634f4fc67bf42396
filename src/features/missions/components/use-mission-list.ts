import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseMissionList, withMissionList, type MissionListParams } from '../rules/list-params';

/**
 * The list's page, size, sort, search and filters, kept in the address so that a reload or a
 * shared link shows the same view. Changes replace the address (Back leaves the list).
 */
export function useMissionList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useMemo(() => parseMissionList(searchParams), [searchParams]);
  const updateList = useCallback(
    (update: (current: MissionListParams) => MissionListParams) =>
      setSearchParams((current) => withMissionList(current, update(parseMissionList(current))), {
        replace: true,
      }),
    [setSearchParams],
  );
  return [list, updateList] as const;
}
