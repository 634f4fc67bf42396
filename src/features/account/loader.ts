import { queryClient } from '@/api/query-client';
import { adminMeQuery } from '@/api/account';

/** The signed-in admin's own account, asked for with the screen's code. */
export function accountLoader() {
  void queryClient.prefetchQuery(adminMeQuery());
  return null;
}
