import { $api } from '@/api/client';
import type { components } from '@generated/api';

export type Member = components['schemas']['Member'];

/** GET /api/user/{id}: one member. The profile's second fetch of the same id is served from this cache. */
export const memberQuery = (id: string) =>
  $api.queryOptions('get', '/api/user/{id}', { params: { path: { id } } });
