import { Alert, Box, Button, List, ListItem, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { errorText } from '@/api/api-error';
import type { BulkJob, BulkSelection } from '@/api/bulk-jobs';
import { startBulkJob, useBulkPreview } from '@/api/bulk-jobs-actions';
import { useMissionChoices } from '@/api/missions';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { actionOf, bulkFormSchema, type BulkForm, type BulkKind } from '../rules/bulk-action';

const bulkResolver = zodResolver(bulkFormSchema);
const EMPTY: BulkForm = { missionId: '', points: '', reason: '' };

/**
 * A bulk action on the ticked members: the mission to join, or the points and the reason; the
 * server's dry run (how many will change, how many are skipped and why) shows before anything
 * changes, and Start runs the action as a job.
 */
export default function BulkDialog({
  kind,
  selection,
  ticked,
  onClose,
  onStarted,
}: {
  kind: BulkKind;
  selection: BulkSelection;
  /** How many members are ticked, as the list counts them. */
  ticked: number;
  onClose: () => void;
  onStarted: (job: BulkJob) => void;
}) {
  const { t } = useTranslation('memberBulk');
  const { number } = useDateFormat();
  const dialog = useFormDialog<BulkForm>({
    resolver: bulkResolver,
    defaultValues: EMPTY,
    draft: 'bulkAction',
    failure: {
      title: t('startFailedTitle'),
      text: (error) => errorText(error, t, 'startFailed'),
    },
    onClose,
  });
  const { control } = dialog.form;
  const action = actionOf(kind, { ...EMPTY, ...dialog.values });
  const request = action && { selection, action };
  const preview = useBulkPreview(request);
  const missions = useMissionChoices(kind === 'joinMission');
  const ready = request !== undefined && preview.data !== undefined && !preview.isPlaceholderData;
  const start = dialog.submit(async () => {
    if (!request) return;
    onStarted(await startBulkJob(request));
  });

  return (
    <FormDialog
      dialog={dialog}
      title={t(`${kind}.title`, { n: number(ticked) })}
      maxWidth="sm"
      onSubmit={start}
      cancelText={t('cancel')}
      submit={
        <Button
          type="submit"
          variant="contained"
          loading={dialog.busy}
          disabled={!ready || preview.data.willChange === 0}
        >
          {t('start')}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {kind === 'joinMission' ? (
          <FormSelect
            control={control}
            name="missionId"
            label={t('joinMission.mission')}
            fullWidth
            options={[
              { value: '', label: t('joinMission.choose') },
              ...(missions.data?.missions ?? []).map((m) => ({ value: m._id, label: m.name })),
            ]}
          />
        ) : (
          <>
            <FormTextField
              control={control}
              name="points"
              label={t('adjustPoints.points')}
              required
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name="reason"
              label={t('adjustPoints.reason')}
              required
              fullWidth
              autoComplete="off"
            />
          </>
        )}
        <Box aria-live="polite" sx={{ minHeight: 48 }}>
          {!request ? (
            <Typography color="text.secondary">{t(`${kind}.fillIn`)}</Typography>
          ) : preview.isError ? (
            <Alert severity="error">{errorText(preview.error, t, 'preview.failed')}</Alert>
          ) : !ready ? (
            <Typography color="text.secondary">{t('preview.checking')}</Typography>
          ) : (
            <Box>
              <Typography sx={{ fontWeight: 500 }}>
                {t(`${kind}.willChange`, {
                  count: preview.data.willChange,
                  total: number(preview.data.total),
                  n: number(preview.data.willChange),
                })}
              </Typography>
              {preview.data.skipped.length > 0 && (
                <List dense disablePadding aria-label={t('preview.skippedLabel')}>
                  {preview.data.skipped.map((skip) => (
                    <ListItem key={skip.reason} disableGutters>
                      {t(`skip.${skip.reason}`, {
                        count: skip.count,
                        n: number(skip.count),
                      })}
                    </ListItem>
                  ))}
                </List>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('preview.nothingYet')}
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
    </FormDialog>
  );
}
