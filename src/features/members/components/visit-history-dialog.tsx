import { useEffect, useId } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { serverErrorText } from '@/api/api-error';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { visitHistoryQuery } from '@/api/missions';
import { missionIdOf, type JoinedMission } from '../rules/mission-rules';

type VisitHistoryDialogProps = { memberId: string; mission: JoinedMission; onClose: () => void };

/** 'Visit History' of one joined mission: its name, category, number of visits and when they were. */
export function VisitHistoryDialog({ memberId, mission, onClose }: VisitHistoryDialogProps) {
  const { t } = useTranslation('members');
  const format = useDateFormat();
  const titleId = useId();
  const dialogs = useDialogs();
  const history = useQuery({
    ...visitHistoryQuery(memberId, missionIdOf(mission)),
    select: (data) => data.visitHistory,
  });

  useEffect(() => {
    if (!history.isError) return;
    void dialogs.alert({
      kind: 'error',
      title: t('alerts.visitHistoryFailed'),
      text: serverErrorText(history.error, t('alerts.somethingWrong')),
    });
  }, [history.isError, history.error, dialogs, t]);

  const visits = history.data ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('visits.title')}</DialogTitle>
      <DialogContent>
        <Stack component="dl" spacing={0.5} sx={{ m: 0, mb: 2 }}>
          {[
            [t('visits.missionName'), mission.name],
            [t('visits.category'), mission.category.name],
            [
              t('visits.totalVisits'),
              history.isPending ? t('loadingValue') : String(visits.length),
            ],
          ].map(([label, value]) => (
            <Stack key={label} direction="row" spacing={1}>
              <Typography component="dt" color="text.secondary">
                {label}:
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        {history.isPending ? (
          <CircularProgress size={24} aria-label={t('loading')} />
        ) : visits.length === 0 ? (
          <Typography color="text.secondary">
            {history.isError ? t('listFailed') : t('visits.empty')}
          </Typography>
        ) : (
          <List
            dense
            aria-label={t('visits.listLabel')}
            sx={{
              maxHeight: 500,
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            {visits.map((visit, index) => (
              <ListItem key={`${visit}-${index}`} divider>
                <ListItemText primary={format.dateTime(visit)} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
