/** The mission page's participants state as kept in the address: `?search=…&page=…&limit=…&status=…`. */
import type { ParticipantListQuery } from '@/api/missions';
import { normalizeSearch } from '@/lib/list-search';
import { PAGE_SIZES, type PageSize } from './list-params';

export type ParticipantStatus = NonNullable<ParticipantListQuery['status']>;
export const PARTICIPANT_STATUSES = [
  'in-progress',
  'completed',
  'unassigned',
] as const satisfies readonly ParticipantStatus[];

export type ParticipantListParams = {
  page: number;
  limit: PageSize;
  search: string;
  status?: ParticipantStatus;
};

const whole = (text: string | null) =>
  text !== null && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : undefined;

export function parseParticipantList(params: URLSearchParams): ParticipantListParams {
  const limit = PAGE_SIZES.find((size) => size === whole(params.get('limit')));
  const status = PARTICIPANT_STATUSES.find((s) => s === params.get('status'));
  return {
    page: whole(params.get('page')) ?? 1,
    limit: limit ?? 10,
    search: normalizeSearch(params.get('search') ?? ''),
    ...(status ? { status } : {}),
  };
}

export function withParticipantList(
  current: URLSearchParams,
  list: ParticipantListParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const write = (name: string, value: string | undefined, fallback: string) =>
    value === undefined || value === fallback ? next.delete(name) : next.set(name, value);
  write('search', normalizeSearch(list.search), '');
  write('page', String(list.page), '1');
  write('limit', String(list.limit), '10');
  write('status', list.status, '');
  return next;
}

export function participantQueryOf(
  list: ParticipantListParams,
  paged = true,
): ParticipantListQuery {
  return {
    ...(paged ? { page: list.page, limit: list.limit } : {}),
    ...(list.search ? { search: list.search } : {}),
    ...(list.status ? { status: list.status } : {}),
  };
}

/** Another progress filter (or none) starts again from the first page. */
export function withStatus(
  list: ParticipantListParams,
  status: ParticipantStatus | undefined,
): ParticipantListParams {
  const next: ParticipantListParams = { page: 1, limit: list.limit, search: list.search };
  return status ? { ...next, status } : next;
}
