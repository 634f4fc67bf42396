// @vitest-environment node
// Scheduled, held and test broadcasts through Prism's validating proxy, on a clock the tests move:
// a send time in the past refused, a scheduled message edited (If-Match) or cancelled until it
// goes, a message sent now stopped within its minute and not after, a test marked as one, each
// audited; and the store's own timer sending a message at its time with nobody asking.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts.mjs';
import { HOLD_MS, notificationHandlers } from './handlers/notifications.ts';
import { seedState } from './seed/seed.ts';
import { startThroughPrism } from './through-prism.ts';
import type { BroadcastMessage, Input } from './types.ts';

let clock = Date.parse('2026-11-27T10:00:00.000Z');
let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';
let auditor = '';

beforeAll(async () => {
  backEnd = await startThroughPrism({ now: () => new Date(clock) });
  token = await backEnd.adminToken();
  const { email, password } = DEMO_ACCOUNTS.auditor;
  auditor = await backEnd.signInAs({ email, password });
}, 60_000);
afterAll(async () => backEnd?.stop());

const call = (method: string, path: string, json?: unknown, headers?: Record<string, string>) =>
  backEnd.call(method, path, { token, headers, ...(json === undefined ? {} : { json }) });
const at = (ms: number) => new Date(clock + ms).toISOString();
const list = async () =>
  ((await call('GET', '/api/notification/all')).data as { messages: BroadcastMessage[] }).messages;
const newest = async () => (await list())[0]!;
const audit = () => backEnd.store.state().audit.entries;

describe('a send time', () => {
  it('in the past is refused with a clear message and nothing stored', async () => {
    const before = (await list()).length;
    const answer = await call('POST', '/api/notification/broadcast', {
      body: 'Too late.',
      sendAt: at(-1000),
    });
    expect(answer).toMatchObject({ status: 400, data: { error: 'The send time is in the past' } });
    expect(await list()).toHaveLength(before);
  });

  it('in the future schedules the message: edited with If-Match, then sent at its time', async () => {
    const sent = await call('POST', '/api/notification/broadcast', {
      body: 'Flu jabs from Monday.',
      sendAt: at(3_600_000),
    });
    expect(sent).toMatchObject({ status: 200, data: { message: 'Broadcast scheduled' } });
    const message = await newest();
    expect(message).toMatchObject({ status: 'scheduled', sendAt: at(3_600_000), version: 1 });
    expect(audit().at(-1)).toMatchObject({ action: 'broadcast.scheduled' });

    const path = `/api/notification/${message._id}`;
    const edit = { body: 'Flu jabs from Tuesday.', sendAt: at(7_200_000) };
    expect((await call('PUT', path, edit)).status).toBe(428);
    const edited = await call('PUT', path, edit, { 'if-match': '"1"' });
    expect(edited).toMatchObject({
      status: 200,
      data: { data: { body: 'Flu jabs from Tuesday.', sendAt: at(7_200_000), version: 2 } },
    });
    expect(edited.headers.get('etag')).toBe('"2"');
    expect(audit().at(-1)).toMatchObject({
      action: 'broadcast.updated',
      changes: expect.arrayContaining([
        { field: 'body', before: 'Flu jabs from Monday.', after: 'Flu jabs from Tuesday.' },
      ]),
    });
    const stale = await call('PUT', path, { body: 'Lost update.' }, { 'if-match': '"1"' });
    expect(stale).toMatchObject({
      status: 412,
      data: { current: { body: 'Flu jabs from Tuesday.', version: 2 } },
    });
    const past = await call('PUT', path, { sendAt: at(-1) }, { 'if-match': '"2"' });
    expect(past).toMatchObject({ status: 400, data: { error: 'The send time is in the past' } });

    clock += 7_200_000;
    expect(await newest()).toMatchObject({ _id: message._id, status: 'sent' });
    const late = await call('PUT', path, { body: 'Too late.' }, { 'if-match': '"2"' });
    expect(late).toMatchObject({ status: 409, data: { error: 'The message has already gone' } });
    const cancel = await call('POST', `${path}/cancel`);
    expect(cancel).toMatchObject({ status: 409, data: { error: 'The message has already gone' } });
  });

  it('a scheduled message can be cancelled: it never goes, and cannot be cancelled twice', async () => {
    await call('POST', '/api/notification/broadcast', { body: 'Maybe.', sendAt: at(60_000) });
    const { _id } = await newest();
    const cancelled = await call('POST', `/api/notification/${_id}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, data: { data: { status: 'cancelled' } } });
    expect(audit().at(-1)).toMatchObject({
      action: 'broadcast.cancelled',
      changes: [{ field: 'status', before: 'scheduled', after: 'cancelled' }],
    });
    clock += 120_000;
    expect(await newest()).toMatchObject({ _id, status: 'cancelled' });
    const again = await call('POST', `/api/notification/${_id}/cancel`);
    expect(again).toMatchObject({ status: 409, data: { error: 'The message was cancelled' } });
  });
});

describe('a message sent now', () => {
  it('is held a minute and can be stopped within it', async () => {
    const sent = await call('POST', '/api/notification/broadcast', { body: 'Oops, wrong text.' });
    expect(sent).toMatchObject({ status: 200, data: { message: 'Broadcast sent' } });
    const message = await newest();
    expect(message).toMatchObject({ status: 'sending', sendAt: at(HOLD_MS) });
    expect(audit().at(-1)).toMatchObject({ action: 'broadcast.sent' });
    // Being sent, it is no longer edited: only stopped.
    const edit = await call(
      'PUT',
      `/api/notification/${message._id}`,
      { body: 'x' },
      { 'if-match': '*' },
    );
    expect(edit).toMatchObject({ status: 409, data: { error: 'The message has already gone' } });
    clock += HOLD_MS - 1000;
    const stopped = await call('POST', `/api/notification/${message._id}/cancel`);
    expect(stopped).toMatchObject({ status: 200, data: { data: { status: 'cancelled' } } });
    clock += 5000;
    expect(await newest()).toMatchObject({ status: 'cancelled' });
  });

  it('has gone once its minute is over: stopping it then is 409', async () => {
    await call('POST', '/api/notification/broadcast', { body: 'Clinic open on Sunday.' });
    const { _id } = await newest();
    clock += HOLD_MS;
    expect(await newest()).toMatchObject({ _id, status: 'sent' });
    const late = await call('POST', `/api/notification/${_id}/cancel`);
    expect(late).toMatchObject({ status: 409, data: { error: 'The message has already gone' } });
  });

  it('the auditor may read the list but neither stop nor edit', async () => {
    await call('POST', '/api/notification/broadcast', { body: 'Auditors watch.' });
    const { _id } = await newest();
    const as = { token: auditor };
    expect((await backEnd.call('POST', `/api/notification/${_id}/cancel`, as)).status).toBe(403);
    expect(await newest()).toMatchObject({ _id, status: 'sending' });
  });
});

describe('a test send', () => {
  it('is sent at once, marked as a test, and cannot be scheduled', async () => {
    const sent = await call('POST', '/api/notification/broadcast', { body: 'Try me.', test: true });
    expect(sent).toMatchObject({ status: 200, data: { message: 'Test sent' } });
    expect(await newest()).toMatchObject({ body: 'Try me.', status: 'sent', test: true });
    expect(audit().at(-1)).toMatchObject({ action: 'broadcast.test-sent' });
    const before = (await list()).length;
    const scheduled = await call('POST', '/api/notification/broadcast', {
      body: 'Try me later.',
      test: true,
      sendAt: at(60_000),
    });
    expect(scheduled.status).toBe(400);
    expect(await list()).toHaveLength(before);
  });
});

describe("the store's timer", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a scheduled message at its time, and a held one after its minute, unasked', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T10:00:00.000Z') });
    // A small seeded programme: some members take app notifications, so a send reaches them.
    const state = seedState({ members: 50, seed: 2026, messages: 0 });
    const handlers = notificationHandlers(state, () => new Date());
    const send = (body: Input<'sendBroadcast'>['body']) =>
      handlers.sendBroadcast({ body } as Input<'sendBroadcast'>);
    send({ body: 'At eleven.', sendAt: '2026-11-27T11:00:00.000Z' });
    send({ body: 'Now.' });
    const [now, eleven] = state.messages;
    expect([now?.body, eleven?.body]).toEqual(['Now.', 'At eleven.']);
    expect([now?.status, eleven?.status]).toEqual(['sending', 'scheduled']);
    vi.advanceTimersByTime(HOLD_MS - 1);
    expect(now?.status).toBe('sending');
    vi.advanceTimersByTime(1);
    expect([now?.status, eleven?.status]).toEqual(['sent', 'scheduled']);
    vi.advanceTimersByTime(3_600_000 - HOLD_MS);
    expect(eleven?.status).toBe('sent');
    expect(vi.getTimerCount()).toBe(0);
  });
});
