import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { undoSecondsLeft } from '../rules/desk-rules';

export type RecentVisit = {
  visitId: string | undefined;
  memberName: string;
  missionName: string;
  recordedAt: number;
  state: 'recorded' | 'undoing' | 'undone';
  failure?: string;
};

/** The clock, ticking once a second while the newest visit can still be undone. */
function useNow(newest: number): number {
  const [now, setNow] = useState(() => Date.now());
  const active = undoSecondsLeft(newest, now) > 0;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The visits recorded at this desk a moment ago; each offers Undo for 30 seconds. */
export function RecentVisits({
  visits,
  onUndo,
}: {
  visits: readonly RecentVisit[];
  onUndo: (visit: RecentVisit) => void;
}) {
  const { t } = useTranslation('frontDesk');
  const now = useNow(Math.max(0, ...visits.map((v) => v.recordedAt)));
  if (visits.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="front-desk-recent">
      <Typography id="front-desk-recent" variant="h3" component="h2" sx={{ fontSize: '1rem' }}>
        {t('recent.heading')}
      </Typography>
      <div role="status" aria-live="polite">
        <Stack spacing={1}>
          {visits.map((visit) => {
            const left = undoSecondsLeft(visit.recordedAt, now);
            const names = { mission: visit.missionName, name: visit.memberName };
            const undoable = visit.visitId !== undefined && visit.state !== 'undone' && left > 0;
            return (
              <Alert
                key={`${visit.visitId ?? ''}${visit.recordedAt}`}
                severity={visit.state === 'undone' ? 'info' : visit.failure ? 'warning' : 'success'}
                action={
                  undoable ? (
                    <Button
                      color="inherit"
                      size="small"
                      loading={visit.state === 'undoing'}
                      onClick={() => onUndo(visit)}
                      aria-label={t('recent.undoLabel', names)}
                    >
                      {t('recent.undo', { seconds: left })}
                    </Button>
                  ) : undefined
                }
              >
                {visit.state === 'undone' ? t('recent.undone', names) : t('recent.recorded', names)}
                {visit.failure && (
                  <Typography variant="body2">
                    {t('recent.undoFailed', { reason: visit.failure })}
                  </Typography>
                )}
              </Alert>
            );
          })}
        </Stack>
      </div>
    </Stack>
  );
}
