import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { hasKeptDraft, keptDraft, lostPictures, restoredForm, useKeptDraft } from './kept-drafts';
import { endSession, startSession } from './session';

const amelia = {
  _id: 'a1',
  fullName: 'Amelia Clarke',
  email: 'amelia@londonclinic.example',
  role: 'administrator' as const,
};
const omar = {
  _id: 'o2',
  fullName: 'Omar Haddad',
  email: 'omar@londonclinic.example',
  role: 'administrator' as const,
};

/** An admin typing in the send modal on the broadcast screen when the session ends. */
function typeThenEnd(notice: 'expired' | 'signedOut', draft = 'Clinic closes at 4 pm today') {
  const typing = renderHook(() => useKeptDraft('broadcast', draft));
  endSession(notice);
  typing.unmount();
}

describe('drafts kept through an expired session', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/apps/broadcast-message');
    startSession('token-1', amelia);
  });
  afterEach(() => sessionStorage.clear());

  it('gives the draft back to the same admin on the same screen', () => {
    typeThenEnd('expired');
    startSession('token-2', amelia);
    expect(hasKeptDraft('broadcast')).toBe(true);
    expect(keptDraft('broadcast')).toBe('Clinic closes at 4 pm today');
    expect(hasKeptDraft('memberProfile')).toBe(false);
  });

  it('drops the kept copy once the form is open again', () => {
    typeThenEnd('expired');
    startSession('token-2', amelia);
    renderHook(() => useKeptDraft('broadcast', keptDraft('broadcast')));
    expect(hasKeptDraft('broadcast')).toBe(false);
  });

  it('keeps nothing when the admin signs out on purpose', () => {
    typeThenEnd('signedOut');
    startSession('token-2', amelia);
    expect(hasKeptDraft('broadcast')).toBe(false);
  });

  it('never shows one admin what another typed', () => {
    typeThenEnd('expired');
    startSession('token-2', omar);
    expect(keptDraft('broadcast')).toBeUndefined();
  });

  it('belongs to the screen it was typed on', () => {
    typeThenEnd('expired');
    startSession('token-2', amelia);
    window.history.replaceState(null, '', '/apps/users');
    expect(hasKeptDraft('broadcast')).toBe(false);
  });

  it('keeps nothing for a form that was not open', () => {
    endSession('expired');
    startSession('token-2', amelia);
    expect(sessionStorage.getItem('keptDrafts')).toBeNull();
  });

  it('reads a corrupt stored value as no draft', () => {
    sessionStorage.setItem('keptDrafts', '{not json');
    expect(hasKeptDraft('broadcast')).toBe(false);
    sessionStorage.setItem('keptDrafts', JSON.stringify([{ form: 'broadcast' }, 42]));
    expect(keptDraft('broadcast')).toBeUndefined();
  });
});

describe('a picked picture in a kept draft', () => {
  const picture = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', {
    type: 'image/png',
  });
  const draft = { form: { name: 'Free Eye Test', image: picture, starts: new Date(0) } };

  beforeEach(() => {
    window.history.replaceState(null, '', '/apps/rewards');
    startSession('token-1', amelia);
  });
  afterEach(() => sessionStorage.clear());

  it('comes back with the draft after signing in again on the same page', () => {
    const typing = renderHook(() => useKeptDraft('reward', draft));
    endSession('expired');
    typing.unmount();
    startSession('token-2', amelia);
    expect(keptDraft('reward')).toEqual({
      form: { name: 'Free Eye Test', image: picture, starts: new Date(0).toISOString() },
    });
    expect(lostPictures('reward')).toEqual([]);
    // Session storage holds a mark, never the file's bytes.
    expect(sessionStorage.getItem('keptDrafts')).not.toContain('PNG');
  });

  it('is reported lost after a reload, the typed text kept', async () => {
    const typing = renderHook(() => useKeptDraft('reward', draft));
    endSession('expired');
    typing.unmount();
    vi.resetModules();
    const reloaded = await import('./kept-drafts');
    const session = await import('./session');
    session.startSession('token-2', amelia);
    expect(reloaded.keptDraft('reward')).toMatchObject({
      form: { name: 'Free Eye Test', image: null },
    });
    expect(reloaded.lostPictures('reward')).toEqual(['form.image']);
  });
});

describe('a form restored from a draft', () => {
  const form = { name: '', points: '', active: true, image: null as File | null };

  it('takes each field of the same kind from the draft and keeps the rest', () => {
    const picture = new File(['x'], 'p.png', { type: 'image/png' });
    expect(
      restoredForm(form, { name: 'Spa day', points: 650, active: false, image: picture, extra: 1 }),
    ).toEqual({ name: 'Spa day', points: '', active: false, image: picture });
  });

  it('ignores a draft that is not an object', () => {
    expect(restoredForm(form, 'corrupt')).toBe(form);
    expect(restoredForm(form, null)).toBe(form);
  });
});
