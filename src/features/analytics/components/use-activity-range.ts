import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { adminTimeZone, parseRange, todayIn, withRange, type ActivityRange } from '../rules/range';

/**
 * The range in the address (a reload or a shared link shows the same days), the admin's time
 * zone and today there. Changes replace the address.
 */
export function useActivityRange() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tz = useMemo(() => adminTimeZone(), []);
  const today = todayIn(tz);
  const range = useMemo(() => parseRange(searchParams, today), [searchParams, today]);
  const setRange = useCallback(
    (next: ActivityRange) =>
      setSearchParams((current) => withRange(current, next), { replace: true }),
    [setSearchParams],
  );
  return { range, setRange, tz, today };
}
