import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { BULK_MAX, type BulkActions } from './use-bulk-actions';

const loadRun = () => import('./run-bulk');

/**
 * The toolbar over a list while rows are ticked: how many, the list's actions and Clear. An action
 * asks first, naming the count, then says what was done and what was skipped and why
 * (`run-bulk.ts`, loaded when an action is chosen, not with the list).
 */
export function BulkBar({ bulk }: { bulk: BulkActions }) {
  const { t } = useTranslation('bulk');
  const dialogs = useDialogs();
  const oneAtATime = useOneAtATime();
  const { ids, definition, clear } = bulk;
  if (ids.length === 0) return null;
  const tooMany = ids.length > BULK_MAX;

  const act = (action: string) =>
    oneAtATime(async () => {
      const { runBulk } = await loadRun();
      if (await runBulk({ dialogs, t, definition, action, ids })) clear();
    });

  return (
    <Paper variant="outlined" role="toolbar" aria-label={t('toolbar')} sx={{ px: 2, py: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }} aria-live="polite">
          {t('selected', { count: ids.length })}
        </Typography>
        {definition.actions.map((action) => (
          <Button
            key={action}
            size="small"
            variant="outlined"
            disabled={tooMany}
            onPointerEnter={() => void loadRun()}
            onFocus={() => void loadRun()}
            onClick={() => void act(action)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        <Button size="small" onClick={clear}>
          {t('clear')}
        </Button>
        {tooMany && (
          <Typography variant="body2" color="text.secondary">
            {t('tooMany', { max: BULK_MAX })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
