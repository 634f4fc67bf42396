import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseParticipantList,
  withParticipantList,
  type ParticipantListParams,
} from '../rules/participant-params';

/** The participants' page, size, search and status filter, kept in the address. */
export function useParticipantList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useMemo(() => parseParticipantList(searchParams), [searchParams]);
  const updateList = useCallback(
    (update: (current: ParticipantListParams) => ParticipantListParams) =>
      setSearchParams(
        (current) => withParticipantList(current, update(parseParticipantList(current))),
        { replace: true },
      ),
    [setSearchParams],
  );
  return [list, updateList] as const;
}
