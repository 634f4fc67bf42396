import { describe, expect, it } from 'vitest';
import { scheduleSchema } from './schedule-schema';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const schema = scheduleSchema(() => NOW);
const issues = (form: object) => {
  const result = schema.safeParse(form);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('scheduleSchema', () => {
  it('sends now without a time, the body trimmed as before', () => {
    expect(schema.parse({ body: '  Hello ', when: 'now', sendAt: '' })).toEqual({
      body: 'Hello',
      when: 'now',
      sendAt: '',
    });
  });

  it('asks for a time when the message is scheduled', () => {
    expect(issues({ body: 'Hi', when: 'later', sendAt: '' })).toEqual([
      ['sendAt', 'broadcast:send.sendAtRequired'],
    ]);
  });

  it('refuses a time already passed, the server’s words', () => {
    expect(issues({ body: 'Hi', when: 'later', sendAt: '2026-11-27T09:59:00.000Z' })).toEqual([
      ['sendAt', 'broadcast:send.past'],
    ]);
    expect(issues({ body: 'Hi', when: 'later', sendAt: '2026-11-27T10:00:00.000Z' })).toHaveLength(
      1,
    );
  });

  it('takes a time to come', () => {
    expect(issues({ body: 'Hi', when: 'later', sendAt: '2026-11-27T10:01:00.000Z' })).toEqual([]);
  });

  it('still says an empty message is empty', () => {
    expect(issues({ body: '  ', when: 'now', sendAt: '' })).toEqual([
      ['body', 'broadcast:send.empty'],
    ]);
  });
});
