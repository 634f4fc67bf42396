// Broadcast messages: the list (newest first), sending and deleting.
import { ID_KIND, type State } from '../state.ts';
import type { Handler } from '../types.ts';
import { fail, ok } from './errors.ts';

export function notificationHandlers(state: State, now: () => Date) {
  const listBroadcastMessages: Handler<'listBroadcastMessages'> = () =>
    ok({ messages: state.messages });

  const sendBroadcast: Handler<'sendBroadcast'> = ({ body }) => {
    if (!body.body.trim()) return fail(400, 'Message body cannot be empty');
    state.messages.unshift({
      _id: state.nextId(ID_KIND.message),
      body: body.body,
      createdAt: now().toISOString(),
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

  return { listBroadcastMessages, sendBroadcast, deleteBroadcastMessage };
}
