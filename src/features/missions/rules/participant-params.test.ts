import { describe, expect, it } from 'vitest';
import {
  parseParticipantList,
  participantQueryOf,
  withParticipantList,
} from './participant-params';

describe('participants state in the address', () => {
  it('reads defaults from nothing or nonsense', () => {
    expect(parseParticipantList(new URLSearchParams('page=x&limit=7&status=gone'))).toEqual({
      page: 1,
      limit: 10,
      search: '',
    });
  });

  it('round-trips a filtered page and builds the unpaged CSV query', () => {
    const list = parseParticipantList(
      new URLSearchParams('page=2&limit=20&search=layla&status=completed'),
    );
    expect(list).toEqual({ page: 2, limit: 20, search: 'layla', status: 'completed' });
    expect(withParticipantList(new URLSearchParams(), list).toString()).toBe(
      'search=layla&page=2&limit=20&status=completed',
    );
    expect(participantQueryOf(list, false)).toEqual({ search: 'layla', status: 'completed' });
  });
});
