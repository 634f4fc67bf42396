// Broadcast messages: the list (newest first), sending (now, held a minute; at a time; or a test
// to the sender alone), editing and cancelling what has not gone yet, and deleting.
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

  const sendBroadcast: Handler<'sendBroadcast'> = ({ body }) => {
    if (!body.body.trim()) return fail(400, 'Message body cannot be empty');
    const scheduled = sendTimeOf(body.sendAt);
    if (scheduled === 'past') return fail(400, PAST);
    if (body.test && scheduled) return fail(400, 'A test is sent now; it cannot be scheduled');
    settle();
    const created = now();
    const message: BroadcastMessage = {
      _id: state.nextId(ID_KIND.message),
      body: body.body,
      createdAt: created.toISOString(),
      ...(body.test
        ? { status: 'sent', sendAt: created.toISOString(), test: true }
        : scheduled
          ? { status: 'scheduled', sendAt: scheduled }
          : { status: 'sending', sendAt: new Date(created.getTime() + HOLD_MS).toISOString() }),
    };
    state.messages.unshift(message);
    arm();
    return ok({
      message: body.test ? 'Test sent' : scheduled ? 'Broadcast scheduled' : 'Broadcast sent',
    });
  };

  const updateBroadcastMessage: Handler<'updateBroadcastMessage'> = ({ path, body }) => {
    settle();
    const message = state.messages.find((m) => m._id === path.id);
    if (!message) return fail(404, 'Message not found');
    const refused = settled(message) ?? (message.status === 'sending' ? GONE : undefined);
    if (refused) return fail(409, refused);
    if (body.body !== undefined && !body.body.trim())
      return fail(400, 'Message body cannot be empty');
    const scheduled = sendTimeOf(body.sendAt);
    if (scheduled === 'past') return fail(400, PAST);
    if (body.body !== undefined) message.body = body.body;
    if (scheduled) message.sendAt = scheduled;
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
    sendBroadcast,
    updateBroadcastMessage,
    cancelBroadcastMessage,
    deleteBroadcastMessage,
  };
}
