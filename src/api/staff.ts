// The Staff tag: the back-office's staff accounts (administrators only).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components, operations } from '@generated/api';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { $api, api, pageOrEmpty } from './client';
import { ifMatch } from './versions';
import { reads, runWrite } from './write';

export type StaffMember = components['schemas']['StaffMember'];
export type StaffNew = components['schemas']['StaffNew'];
export type StaffUpdate = components['schemas']['StaffUpdate'];
export type StaffQuery = NonNullable<operations['listStaff']['parameters']['query']>;

/** GET /api/staff: one page of staff accounts, searched and sorted on the server. */
export const staffPageQuery = (query: StaffQuery) =>
  $api.queryOptions('get', '/api/staff', { params: { query } });

const staffPage = pageOrEmpty({ staff: [], total: 0 });

/** One page of staff accounts; while the next page is on its way the grid keeps the last one. */
export function useStaffList(query: StaffQuery) {
  return useQuery({
    ...staffPageQuery(query),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
    select: staffPage,
  });
}

/** Every account matching the search (all pages), as the server's CSV. */
export async function fetchStaffCsv(query: StaffQuery): Promise<string> {
  const { data } = await api.GET('/api/staff', {
    params: { query },
    headers: { Accept: 'text/csv' },
    parseAs: 'text',
  });
  return data ?? '';
}

/** After an account is added or changed: the staff list. */
const STAFF_LISTS = [reads('/api/staff')];

/** POST /api/staff: the new account and its temporary password (answered this once). */
export const createStaffMember = (body: StaffNew) =>
  runWrite('post', '/api/staff', { body }, { refreshes: () => STAFF_LISTS });

/**
 * PUT /api/staff/{staffId}: a new role, deactivate or reactivate, from the version the admin saw
 * (`If-Match`; someone else's change since answers 412).
 */
export const updateStaffMember = (
  staffId: string,
  body: StaffUpdate,
  version: number | undefined,
) =>
  runWrite(
    'put',
    '/api/staff/{staffId}',
    { params: { path: { staffId }, header: { 'If-Match': ifMatch(version) } }, body },
    { refreshes: () => STAFF_LISTS },
  );
