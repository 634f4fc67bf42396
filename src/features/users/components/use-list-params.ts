import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListParams, withListParams, type ListParams } from '../rules/list-params';

/**
 * The list's page, page size and search, kept in the address so that a reload or a shared link
 * shows the same page. Changes replace the address: Back leaves the list (and returns to it from a
 * profile on the same page), it does not step back through pages.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useMemo(() => parseListParams(searchParams), [searchParams]);
  const updateList = useCallback(
    (update: (current: ListParams) => ListParams) =>
      setSearchParams((current) => withListParams(current, update(parseListParams(current))), {
        replace: true,
      }),
    [setSearchParams],
  );
  return [list, updateList] as const;
}
