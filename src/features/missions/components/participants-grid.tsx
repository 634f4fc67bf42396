import { useMemo } from 'react';
import { Avatar, Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { components } from '@generated/api';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListGrid } from '@/components/grid/list-grid';
import type { ListState } from '@/components/list/use-list-state';
import { useDateFormat } from '@/i18n/dates';
import { progressPercent } from '../rules/dates';
import type { ParticipantListParams } from '../rules/participant-params';
import { paths } from '@/lib/paths';

export type Participant = components['schemas']['MissionParticipant'];

type ParticipantsGridProps = {
  rows: readonly Participant[];
  total: number;
  /** The participants' page, size, search and status filter, in the address. */
  state: ListState<ParticipantListParams>;
  loading: boolean;
};

/** A member's profile (the members feature's route). */
const profilePath = (id: string) => paths.member({ id });

/** The mission's participants: the member (linked to the profile), progress, last visit, states. */
export function ParticipantsGrid(props: ParticipantsGridProps) {
  const { rows, total, state, loading } = props;
  const { t } = useTranslation('missions');
  const format = useDateFormat();

  const columns = useMemo<GridColDef<Participant>[]>(() => {
    const yesNo = (value: boolean) => (value ? t('participants.yes') : t('participants.no'));
    return [
      {
        field: 'member',
        headerName: t('participants.member'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row, tabIndex }) => {
          const name = row.member.fullName ?? t('participants.unnamed');
          return (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
              <Avatar
                src={row.member.profilePhoto}
                alt=""
                role="img"
                aria-label={
                  row.member.profilePhoto
                    ? t('participants.photoOf', { name })
                    : t('participants.noPhoto')
                }
                sx={{ width: 32, height: 32 }}
              />
              <Link
                component={RouterLink}
                to={profilePath(row.member._id)}
                tabIndex={tabIndex}
                underline="hover"
              >
                {name}
              </Link>
            </Stack>
          );
        },
      },
      {
        field: 'memberId',
        headerName: t('participants.memberId'),
        minWidth: 120,
        valueGetter: (_value, row) => row.member.memberId ?? t('participants.unnamed'),
      },
      {
        field: 'progress',
        headerName: t('participants.progress'),
        minWidth: 200,
        renderCell: ({ row }) => {
          const limit = row.visitLimit ?? 1;
          const text = t('participants.progressOf', {
            progress: format.number(row.progress),
            limit: format.number(limit),
          });
          return (
            <Stack spacing={0.5} sx={{ justifyContent: 'center', height: '100%', width: '100%' }}>
              <LinearProgress
                variant="determinate"
                value={progressPercent(row.progress, row.visitLimit)}
                aria-label={text}
              />
              <Typography variant="caption">{text}</Typography>
            </Stack>
          );
        },
      },
      {
        field: 'lastVisitAt',
        headerName: t('participants.lastVisit'),
        minWidth: 180,
        valueFormatter: (value: string | null) =>
          value ? format.dateTime(value) : t('participants.never'),
      },
      {
        field: 'completed',
        headerName: t('participants.completed'),
        minWidth: 110,
        valueFormatter: yesNo,
      },
      {
        field: 'unassignedByAdmin',
        headerName: t('participants.unassigned'),
        minWidth: 110,
        valueFormatter: yesNo,
      },
    ];
  }, [t, format]);

  return (
    <Box>
      <ListGrid
        label={t('participants.gridLabel')}
        rows={rows}
        columns={columns}
        total={total}
        state={state}
        loading={loading}
        loadingText={t('loading')}
        emptyText={
          state.definition.isFiltered(state.list)
            ? t('participants.noMatch')
            : t('participants.empty')
        }
        rowHeight={60}
      />
    </Box>
  );
}
