import { $api } from '../client';

export type MemberPageRequest = { page: number; limit: 10 | 20 | 50; search?: string };

/** GET /api/users: one page of members, searched on the server. */
export const membersPageQuery = ({ page, limit, search }: MemberPageRequest) =>
  $api.queryOptions('get', '/api/users', {
    params: { query: { page, limit, ...(search ? { search } : {}) } },
  });
