import { Suspense, lazy, startTransition, useEffect, useMemo, useState } from 'react';
import { Box, Button, Chip, LinearProgress, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { joinedMissionsQuery } from '@/api/missions';
import {
  missionIdOf,
  progressPercent,
  rewardShown,
  type JoinedMission,
} from '../rules/mission-rules';
import { JoinedMissionAction } from './joined-mission-action';
import { ListPanel } from './list-panel';
import { PagedTable } from './paged-table';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { prefetchWhenIdle } from '@/lib/prefetch-when-idle';

// The visit history is a dialog: its code (and MUI's Dialog) comes once the missions are on screen
// and the browser is idle, not before the profile's first paint.
const loadVisitHistoryDialog = async () => ({
  default: (await import('./visit-history-dialog')).VisitHistoryDialog,
});
const VisitHistoryDialog = lazy(loadVisitHistoryDialog);

const NO_MISSIONS: readonly JoinedMission[] = [];

/** The member's joined missions: progress, reward, last visit, the next action and the visit history. */
export function MissionHistoryTable({ memberId }: { memberId: string }) {
  const { t } = useTranslation('members');
  const format = useDateFormat();
  const joined = useQuery({
    ...joinedMissionsQuery(memberId),
    ...SENT_BY_THE_ROUTE,
    select: (data) => data.missions,
  });
  const [historyOf, setHistoryOf] = useState<JoinedMission | null>(null);
  const missions = joined.data ?? NO_MISSIONS;
  const missionsShown = missions.length > 0;
  useEffect(() => {
    if (missionsShown) prefetchWhenIdle(loadVisitHistoryDialog);
  }, [missionsShown]);

  // The rows are drawn again only when the missions change, not when the visit history opens or
  // closes (every row, its action and its progress bar, at each press).
  const table = useMemo(() => {
    // In a transition: the press paints at once, and the dialog mounts without holding the page.
    const showHistory = (mission: JoinedMission) => startTransition(() => setHistoryOf(mission));
    const reward = (mission: JoinedMission) => {
      const shown = rewardShown(mission);
      return shown.kind === 'perVisit'
        ? t('missions.rewardPerVisit', shown)
        : t('missions.rewardFixed', shown);
    };
    return (
      <PagedTable
        label={t('missions.title')}
        headers={[
          t('missions.name'),
          t('missions.category'),
          t('missions.progress'),
          t('missions.reward'),
          t('missions.lastVisit'),
          t('missions.action'),
          t('missions.history'),
        ]}
        rows={missions}
        renderRow={(mission) => {
          const percent = progressPercent(mission.progress, mission.visitLimit);
          return (
            <TableRow
              key={missionIdOf(mission)}
              hover
              onClick={(event) => {
                // A double click's second press is not a new one: when a double click on Reassign
                // lands its second press on the row (the button gone by then), nothing opens.
                if (event.detail > 1) return;
                showHistory(mission);
              }}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                {mission.name}
                {mission.unassignedByAdmin && (
                  <Chip
                    label={t('missions.unassigned')}
                    color="warning"
                    size="small"
                    sx={{ marginInlineStart: 1 }}
                  />
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{mission.category.name}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <LinearProgress
                    variant="determinate"
                    value={percent}
                    aria-label={t('missions.progressLabel', {
                      name: mission.name,
                      progress: mission.progress,
                      limit: mission.visitLimit ?? 1,
                    })}
                    sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
                  />
                  <Typography variant="caption">
                    {mission.progress}/{mission.visitLimit ?? 1}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{reward(mission)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {mission.lastVisitAt ? format.dateTime(mission.lastVisitAt) : '-'}
              </TableCell>
              <TableCell>
                <JoinedMissionAction memberId={memberId} mission={mission} />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={(event) => {
                    event.stopPropagation();
                    showHistory(mission);
                  }}
                  aria-label={t('missions.historyOf', { name: mission.name })}
                >
                  {t('missions.history')}
                </Button>
              </TableCell>
            </TableRow>
          );
        }}
      />
    );
  }, [missions, memberId, t, format]);

  return (
    <ListPanel
      title={t('missions.title')}
      headingLevel="h3"
      query={joined}
      isEmpty={missions.length === 0}
      emptyText={t('missions.empty')}
    >
      {table}
      {historyOf && (
        <Suspense fallback={null}>
          <VisitHistoryDialog
            memberId={memberId}
            mission={historyOf}
            onClose={() => setHistoryOf(null)}
          />
        </Suspense>
      )}
    </ListPanel>
  );
}
