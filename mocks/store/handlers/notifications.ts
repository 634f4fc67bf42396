// Broadcast messages: the list (newest first), sending and deleting; an audience's reach.
import {
  audienceOfQuery,
  BROADCAST_CHANNEL,
  reachOf,
  resolveAudience,
} from '../broadcast-reach.ts';
import { ID_KIND, type State } from '../state.ts';
import type { Handler } from '../types.ts';
import { fail, ok } from './errors.ts';

/** How the left-out and reached messages name a channel. */
const CHANNEL_NAME = {
  email: 'e-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  push: 'app notifications',
} as const;

export function notificationHandlers(state: State, now: () => Date) {
  const listBroadcastMessages: Handler<'listBroadcastMessages'> = () =>
    ok({ messages: state.messages });

  const getBroadcastReach: Handler<'getBroadcastReach'> = ({ query, account }) => {
    const channel = query.channel ?? BROADCAST_CHANNEL;
    const audience = resolveAudience(state, audienceOfQuery(query.audience), account, now());
    if (!audience.ok) return fail(404, 'View not found');
    return ok({
      channel,
      audience: audience.shown,
      reach: reachOf(state, audience.members, channel),
    });
  };

  const sendBroadcast: Handler<'sendBroadcast'> = ({ body, account }) => {
    if (!body.body.trim()) return fail(400, 'Message body cannot be empty');
    const channel = body.channel ?? BROADCAST_CHANNEL;
    const audience = resolveAudience(state, body.audience, account, now());
    if (!audience.ok) return fail(404, 'View not found');
    const reach = reachOf(state, audience.members, channel);
    if (reach.reached === 0)
      return fail(
        409,
        'No member in this audience can be reached',
        reach.members === 0
          ? 'This audience has no members.'
          : `None of the ${reach.members} members in this audience can receive ${CHANNEL_NAME[channel]}.`,
      );
    state.messages.unshift({
      _id: state.nextId(ID_KIND.message),
      body: body.body,
      createdAt: now().toISOString(),
      channel,
      audience: audience.shown,
      reach,
    });
    return ok({ message: 'Broadcast sent' });
  };

  const deleteBroadcastMessage: Handler<'deleteBroadcastMessage'> = ({ path }) => {
    const before = state.messages.length;
    state.messages = state.messages.filter((message) => message._id !== path.id);
    return state.messages.length < before
      ? ok({ message: 'Message deleted' })
      : fail(404, 'Message not found');
  };

  return { listBroadcastMessages, getBroadcastReach, sendBroadcast, deleteBroadcastMessage };
}
