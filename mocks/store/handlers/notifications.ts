// Broadcast messages: the list (newest first), sending (now, held a minute; at a time; or a test
// to the sender alone), editing and cancelling what has not gone yet, and deleting; an
// audience's reach.
import {
  audienceOfQuery,
  BROADCAST_CHANNEL,
  reachOf,
  type BroadcastAudience,
  resolveAudience,
} from '../broadcast-reach.ts';
import { ID_KIND, type State } from '../state.ts';
import type { BroadcastMessage, Handler } from '../types.ts';
import { fail, ok } from './errors.ts';

/** A message sent now is held this long (`sending`) so that it can be stopped. */
export const HOLD_MS = 60_000;
/** The longest a Node timer waits; a later send time is reached in several waits. */
const LONGEST_WAIT = 2 ** 31 - 1;

const PAST = 'The send time is in the past';
const GONE = 'The message has already gone';
const CANCELLED = 'The message was cancelled';

const waiting = (message: BroadcastMessage) =>
  message.status === 'scheduled' || message.status === 'sending';

/** Why a message can no longer be edited or cancelled, if it cannot. */
const settled = (message: BroadcastMessage) =>
  message.status === 'cancelled' ? CANCELLED : waiting(message) ? undefined : GONE;

/** How the left-out and reached messages name a channel. */
const CHANNEL_NAME = {
  email: 'e-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  push: 'app notifications',
} as const;

/** The audience a stored message was sent to, as a request names it (to reach it again). */
const audienceOf = ({ audience }: BroadcastMessage): BroadcastAudience | undefined => {
  if (audience?.kind === 'view' && audience.viewId)
    return { kind: 'view', viewId: audience.viewId };
  if (audience?.kind === 'tier' && audience.tier) return { kind: 'tier', tier: audience.tier };
  return audience && { kind: 'all' };
};

export function notificationHandlers(state: State, now: () => Date) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Sends (marks sent) every waiting message whose time has come. */
  const settle = () => {
    const at = now().getTime();
    for (const message of state.messages)
      if (waiting(message) && Date.parse(message.sendAt ?? '') <= at) message.status = 'sent';
  };

  /** One timer, for the next message due: it sends it at its time, then waits for the next. */
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const due = state.messages
      .filter(waiting)
      .map((message) => Date.parse(message.sendAt ?? ''))
      .reduce((first, at) => Math.min(first, at), Infinity);
    if (due === Infinity) return;
    const wait = Math.min(Math.max(due - now().getTime(), 0), LONGEST_WAIT);
    timer = setTimeout(() => {
      settle();
      arm();
    }, wait);
    // The store's process may end while a message waits.
    timer.unref?.();
  };

  /** A send time the request asks for: undefined when none, 'past' when it has passed. */
  const sendTimeOf = (sendAt: string | undefined) => {
    if (sendAt === undefined) return undefined;
    const at = Date.parse(sendAt);
    return at <= now().getTime() ? ('past' as const) : new Date(at).toISOString();
  };

  const listBroadcastMessages: Handler<'listBroadcastMessages'> = () => {
    settle();
    return ok({ messages: state.messages });
  };

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
    const scheduled = sendTimeOf(body.sendAt);
    if (scheduled === 'past') return fail(400, PAST);
    if (body.test && scheduled) return fail(400, 'A test is sent now; it cannot be scheduled');
    const channel = body.channel ?? BROADCAST_CHANNEL;
    settle();
    const created = now();
    // A test goes to the staff member alone: no audience, no reach, never counted as a send.
    if (body.test) {
      state.messages.unshift({
        _id: state.nextId(ID_KIND.message),
        body: body.body,
        createdAt: created.toISOString(),
        status: 'sent',
        sendAt: created.toISOString(),
        test: true,
        channel,
      });
      return ok({ message: 'Test sent' });
    }
    const audience = resolveAudience(state, body.audience, account, created);
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
      createdAt: created.toISOString(),
      ...(scheduled
        ? { status: 'scheduled' as const, sendAt: scheduled }
        : {
            status: 'sending' as const,
            sendAt: new Date(created.getTime() + HOLD_MS).toISOString(),
          }),
      channel,
      audience: audience.shown,
      reach,
    });
    arm();
    return ok({ message: scheduled ? 'Broadcast scheduled' : 'Broadcast sent' });
  };

  const updateBroadcastMessage: Handler<'updateBroadcastMessage'> = ({ path, body, account }) => {
    settle();
    const message = state.messages.find((m) => m._id === path.id);
    if (!message) return fail(404, 'Message not found');
    const refused = settled(message) ?? (message.status === 'sending' ? GONE : undefined);
    if (refused) return fail(409, refused);
    if (body.body !== undefined && !body.body.trim())
      return fail(400, 'Message body cannot be empty');
    const scheduled = sendTimeOf(body.sendAt);
    if (scheduled === 'past') return fail(400, PAST);
    let reached: Pick<BroadcastMessage, 'channel' | 'audience' | 'reach'> = {};
    if (body.channel !== undefined || body.audience !== undefined) {
      const channel = body.channel ?? message.channel ?? BROADCAST_CHANNEL;
      const audience = resolveAudience(state, body.audience ?? audienceOf(message), account, now());
      if (!audience.ok) return fail(404, 'View not found');
      const reach = reachOf(state, audience.members, channel);
      if (reach.reached === 0) return fail(409, 'No member in this audience can be reached');
      reached = { channel, audience: audience.shown, reach };
    }
    if (body.body !== undefined) message.body = body.body;
    if (scheduled) message.sendAt = scheduled;
    Object.assign(message, reached);
    arm();
    return ok({ message: 'Broadcast updated', data: message });
  };

  const cancelBroadcastMessage: Handler<'cancelBroadcastMessage'> = ({ path }) => {
    settle();
    const message = state.messages.find((m) => m._id === path.id);
    if (!message) return fail(404, 'Message not found');
    const refused = settled(message);
    if (refused) return fail(409, refused);
    message.status = 'cancelled';
    arm();
    return ok({ message: 'Broadcast cancelled', data: message });
  };

  const deleteBroadcastMessage: Handler<'deleteBroadcastMessage'> = ({ path }) => {
    const before = state.messages.length;
    state.messages = state.messages.filter((message) => message._id !== path.id);
    arm();
    return state.messages.length < before
      ? ok({ message: 'Message deleted' })
      : fail(404, 'Message not found');
  };

  return {
    listBroadcastMessages,
    getBroadcastReach,
    sendBroadcast,
    updateBroadcastMessage,
    cancelBroadcastMessage,
    deleteBroadcastMessage,
  };
}
