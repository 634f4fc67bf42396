/** The staff list's state as kept in the address: `?search=…&page=…&limit=…&sort=…`. */
import { defineList } from '@/lib/list-state';

export const staffList = defineList({
  search: true,
  sort: { fields: ['fullName', 'email', 'lastSignInAt'], default: 'fullName' },
});

export type StaffListParams = ReturnType<typeof staffList.parse>;
