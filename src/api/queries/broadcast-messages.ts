import { $api } from '../client';

/** GET /api/notification/all: every broadcast message, newest first. */
export const broadcastMessagesQuery = () => $api.queryOptions('get', '/api/notification/all');
