// The Staff tag: the back-office's staff accounts (administrators only).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components, operations } from '@generated/api';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { $api } from './client';
import { reads, runWrite } from './write';

export type StaffMember = components['schemas']['StaffMember'];
export type StaffNew = components['schemas']['StaffNew'];
export type StaffUpdate = components['schemas']['StaffUpdate'];
export type StaffQuery = NonNullable<operations['listStaff']['parameters']['query']>;

/** GET /api/staff: one page of staff accounts, searched and sorted on the server. */
export const staffPageQuery = (query: StaffQuery) =>
  $api.queryOptions('get', '/api/staff', { params: { query } });

/** One page of staff accounts; while the next page is on its way the grid keeps the last one. */
export function useStaffList(query: StaffQuery) {
  return useQuery({
    ...staffPageQuery(query),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
  });
}

/** After an account is added or changed: the staff list. */
const STAFF_LISTS = [reads('/api/staff')];

/** POST /api/staff: the new account and its temporary password (answered this once). */
export const createStaffMember = (body: StaffNew) =>
  runWrite('post', '/api/staff', { body }, { refreshes: () => STAFF_LISTS });

/** PUT /api/staff/{staffId}: a new role, deactivate or reactivate. */
export const updateStaffMember = (staffId: string, body: StaffUpdate) =>
  runWrite(
    'put',
    '/api/staff/{staffId}',
    { params: { path: { staffId } }, body },
    { refreshes: () => STAFF_LISTS },
  );
