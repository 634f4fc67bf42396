import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { lookupQuery, useNoteDeskVisit } from '@/api/members';
import { useRecordVisit, useReverseVisit } from '@/api/missions';
import { LoadError } from '@/components/load-error';
import { PageFrame } from '@/components/page-frame';
import { sessionUserAtom } from '@/session/session-atoms';
import {
  missionForKey,
  missionKindOf,
  recentVisit,
  settledMatch,
  startsNewScan,
  strayKey,
  UNDO_REASON,
  type DeskMission,
  type LookupMatch,
} from '../rules/desk-rules';
import { duplicateWindowAtom } from '../rules/duplicate-window';
import { DuplicateWindowField } from './duplicate-window-field';
import { MatchList } from './match-list';
import { MemberCard } from './member-card';
import { RecentVisits, type RecentVisit } from './recent-visits';
import { CONFIRM_ID, VisitConfirmDialog, type PendingVisit } from './visit-confirm-dialog';

/** The visits the desk keeps on screen (newest first). */
const RECENT_KEPT = 5;

type Pending = PendingVisit & { memberId: string; mission: DeskMission };

/**
 * The front desk: scan or type a member's ID, phone, e-mail or referral code and press Enter; the
 * member's card lists the missions that can take a visit, numbered; a number, then Enter, records
 * one. A recent visit on the same mission asks first; each recorded visit offers Undo for 30 s.
 * Escape, or the next scan, clears the card and returns to the lookup. Wherever the focus went (a
 * click on the page, Undo, a dialog, an error), the next scan lands in the lookup and the number
 * keys act on the card.
 */
export function FrontDeskScreen() {
  const { t } = useTranslation('frontDesk');
  const noteVisit = useNoteDeskVisit();
  const windowMinutes = Number(useAtomValue(duplicateWindowAtom));
  const me = useAtomValue(sessionUserAtom);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<{ q: string; scan: number }>();
  const [chosen, setChosen] = useState<string>();
  const [pending, setPending] = useState<Pending>();
  const [failure, setFailure] = useState<string>();
  const [recent, setRecent] = useState<RecentVisit[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const scans = useRef(0);
  const nextFocus = useRef<'lookup' | 'card'>('card');
  const visit = useRecordVisit();
  const undo = useReverseVisit();

  const lookup = useQuery({
    ...lookupQuery(submitted?.q ?? '', submitted?.scan ?? 0),
    enabled: submitted !== undefined,
  });
  const matches = lookup.data?.matches;
  const match: LookupMatch | undefined = matches
    ? chosen
      ? matches.find((m) => m.member._id === chosen)
      : settledMatch(matches)
    : undefined;

  const focusLookup = useCallback(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const clear = useCallback((next = '') => {
    setSubmitted(undefined);
    setChosen(undefined);
    setPending(undefined);
    setText(next);
    input.current?.focus();
  }, []);

  /** Where the keyboard rests: the card when one shows, else the lookup. */
  const focusHome = useCallback(() => {
    if (card.current) card.current.focus();
    else focusLookup();
  }, [focusLookup]);

  // The desk opens ready for the first scan.
  useEffect(() => input.current?.focus(), []);

  // The card takes the focus as soon as it shows, so the mission's number is the next key.
  const shownId = match?.member._id;
  const noMatch = matches?.length === 0;
  useEffect(() => {
    if (shownId) card.current?.focus();
  }, [shownId, submitted?.scan]);
  // When nobody matches or the lookup fails, the lookup keeps the text selected for the next scan.
  const lookupFailed = lookup.isError;
  useEffect(() => {
    if (noMatch || lookupFailed) focusLookup();
  }, [noMatch, lookupFailed, submitted?.scan, focusLookup]);

  const submit = () => {
    const q = text.trim();
    if (!q) return;
    scans.current += 1;
    setChosen(undefined);
    setSubmitted({ q, scan: scans.current });
  };

  const pick = (memberMatch: LookupMatch, mission: DeskMission | undefined) => {
    if (!mission) return;
    visit.reset();
    setFailure(undefined);
    const duplicate = recentVisit(mission, Date.now(), windowMinutes);
    setPending({
      memberId: memberMatch.member._id,
      mission,
      memberName: memberMatch.member.fullName ?? t('unnamed'),
      missionName: mission.name,
      ...(duplicate ? { duplicate } : {}),
    });
  };

  /**
   * A key the card (or, when the focus strayed, the desk) takes: a mission's number picks it; any
   * other character is the next member's scan beginning, which starts the new lookup. True when
   * the key was taken.
   */
  const takeKey = (key: string): boolean => {
    const mission = match && missionForKey(key, match.missions);
    if (match && mission) {
      pick(match, mission);
      return true;
    }
    if (startsNewScan(key, match?.missions.length ?? 0)) {
      clear(key);
      return true;
    }
    return false;
  };

  const onCardKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!match || event.ctrlKey || event.metaKey || event.altKey) return;
    if (takeKey(event.key)) event.preventDefault();
  };

  // A key that lands nowhere (the page, a button clicked, the Undo that has gone): the desk takes
  // it, so no scan is lost and no number key goes astray.
  const onStrayKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.defaultPrevented || pending || event.ctrlKey || event.metaKey || event.altKey) return;
    // The confirmation still fading out has the focus until it has gone: the next scan is no
    // longer its business.
    const closing = event.target instanceof Element && event.target.closest(`#${CONFIRM_ID}`);
    if (!closing && !strayKey(event.target)) return;
    if (event.key === 'Escape') clear();
    else if (!takeKey(event.key)) return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => onStrayKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const onDeskKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || pending) return;
    event.preventDefault();
    clear();
  };

  const confirm = async () => {
    if (!pending) return;
    const { memberId, mission, memberName, missionName } = pending;
    try {
      const answer = await visit.mutateAsync({
        memberId,
        missionId: mission.missionId,
        kind: missionKindOf(mission),
      });
      const recordedAt = Date.now();
      // Until the lookup is read again, the card knows this visit too (for the guard).
      if (answer.visitId && me && submitted)
        noteVisit(submitted, memberId, mission.missionId, {
          visitId: answer.visitId,
          at: new Date(recordedAt).toISOString(),
          by: { _id: me._id, fullName: me.fullName },
        });
      setRecent((list) =>
        [
          {
            visitId: answer.visitId,
            memberName,
            missionName,
            recordedAt,
            state: 'recorded' as const,
          },
          ...list,
        ].slice(0, RECENT_KEPT),
      );
      nextFocus.current = 'lookup';
      setPending(undefined);
    } catch (error) {
      setFailure(errorText(error, t, 'error.visitFailed'));
    }
  };

  const cancel = () => {
    nextFocus.current = 'card';
    setPending(undefined);
  };

  /** After the dialog: the lookup, ready for the next member, or back to the card. */
  const closed = () => {
    // A scan begun while it faded out has the keyboard already.
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest(`#${CONFIRM_ID}`)) return;
    if (nextFocus.current === 'lookup') focusLookup();
    else card.current?.focus();
  };

  const update = (target: RecentVisit, change: Partial<RecentVisit>) =>
    setRecent((list) => list.map((v) => (v === target ? { ...v, ...change } : v)));

  const undoVisit = async (target: RecentVisit) => {
    if (!target.visitId) return;
    const undoing = { ...target, state: 'undoing' as const, failure: undefined };
    setRecent((list) => list.map((v) => (v === target ? undoing : v)));
    try {
      await undo.mutateAsync({ visitId: target.visitId, reason: UNDO_REASON });
      update(undoing, { state: 'undone' });
    } catch (error) {
      update(undoing, {
        state: 'recorded',
        failure: errorText(error, t, 'error.undoFailed'),
      });
    }
    // The Undo button has gone (or waited): the keyboard goes back to the card or the lookup.
    focusHome();
  };

  const lookupFailure = errorText(lookup.error, t, 'error.failed');

  return (
    <PageFrame screen="frontDesk">
      <Box onKeyDown={onDeskKey}>
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack
              component="form"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <TextField
                inputRef={input}
                fullWidth
                label={t('lookup.label')}
                helperText={t('lookup.helper')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                slotProps={{
                  htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 100 },
                }}
              />
              <Box>
                <Button type="submit" variant="contained" size="large" sx={{ mt: 0.5 }}>
                  {t('lookup.submit')}
                </Button>
              </Box>
            </Stack>
          </Paper>

          {submitted && lookup.isPending && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={24} aria-hidden />
              <span>{t('searching')}</span>
            </Stack>
          )}
          {submitted && lookup.isError && (
            <Paper variant="outlined">
              <LoadError text={lookupFailure} onRetry={() => void lookup.refetch()} />
            </Paper>
          )}
          {submitted && noMatch && (
            <Alert severity="warning" role="alert">
              {t('notFound', { query: submitted.q })}
            </Alert>
          )}
          {match && (
            <MemberCard
              ref={card}
              match={match}
              onPick={(index) => pick(match, match.missions[index])}
              onKeyDown={onCardKey}
            />
          )}
          {matches && matches.length > 0 && !match && (
            <MatchList
              matches={matches}
              total={lookup.data?.total ?? matches.length}
              onChoose={(m) => setChosen(m.member._id)}
            />
          )}

          <RecentVisits visits={recent} onUndo={(v) => void undoVisit(v)} />

          <Box>
            <DuplicateWindowField />
          </Box>
        </Stack>
      </Box>
      <VisitConfirmDialog
        pending={pending}
        busy={visit.isPending}
        failure={failure}
        onConfirm={() => void confirm()}
        onCancel={cancel}
        onClosed={closed}
      />
    </PageFrame>
  );
}
