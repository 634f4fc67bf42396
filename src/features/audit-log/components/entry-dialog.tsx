import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AuditEntry } from '@/api/audit';
import { AuditChanges } from '@/components/audit/audit-changes';
import { useDateFormat } from '@/i18n/dates';
import { paths } from '@/lib/paths';

/** One entry: who, when, what, why, and each field before and after. */
export function EntryDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t } = useTranslation('auditLog');
  const format = useDateFormat();
  const facts: [string, React.ReactNode][] = [
    [t('columns.at'), format.dateTime(entry.at)],
    [t('columns.actor'), entry.actor.fullName],
    [
      t('columns.entityType'),
      t(`entity.${entry.entity.type}`, { defaultValue: entry.entity.type }),
    ],
    [t('columns.entity'), entry.entity.label],
    ...(entry.memberId
      ? ([
          [
            t('member'),
            <Link component={RouterLink} to={paths.member({ id: entry.memberId })} key="member">
              {t('openMember')}
            </Link>,
          ],
        ] as [string, React.ReactNode][])
      : []),
    ...(entry.reason ? ([[t('columns.reason'), entry.reason]] as [string, string][]) : []),
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="audit-entry-title">
      <DialogTitle id="audit-entry-title">
        {t(`action.${entry.action}`, { defaultValue: entry.action })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
            }}
          >
            {facts.map(([label, value]) => (
              <Stack key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Stack>
            ))}
          </Stack>
          <Divider />
          <Typography variant="h3" component="h3">
            {t('changesHeading')}
          </Typography>
          {entry.changes.length > 0 ? (
            <AuditChanges changes={entry.changes} />
          ) : (
            <Typography color="text.secondary">{t('noChanges')}</Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
