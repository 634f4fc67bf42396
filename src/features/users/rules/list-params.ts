/**
 * The Users list's state as kept in the address: `?search=…&page=…&limit=…`. Defaults are left out:
 * `/apps/users` is page 1 of 10, unsearched, the address the header's search and the sidebar open.
 */
import { defineList } from '@/lib/list-state';

export const memberList = defineList({ search: true });

export type MemberListParams = ReturnType<typeof memberList.parse>;
