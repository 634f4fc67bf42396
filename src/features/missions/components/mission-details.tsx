import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { isPastDue } from '../rules/dates';
import type { MissionOverview } from '../rules/mission-form';

/** The mission's fields and counts. */
export function MissionDetails({ mission }: { mission: MissionOverview }) {
  const { t } = useTranslation('missions');
  const format = useDateFormat();
  const expired = isPastDue(mission.dueDate);
  const fields: [string, string][] = [
    [t('columns.category'), t(`category.${mission.category.code}`)],
    [t('columns.type'), t(`type.${mission.type}`)],
    [t('columns.pointsReward'), format.number(mission.pointsReward)],
    [
      t('columns.visitLimit'),
      mission.visitLimit === undefined ? t('noLimit') : format.number(mission.visitLimit),
    ],
    [t('detail.participants'), format.number(mission.participants)],
    [t('detail.completed'), format.number(mission.completed)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            {expired
              ? t('detail.endedOn', { date: format.date(mission.dueDate) })
              : t('detail.dueOn', { date: format.date(mission.dueDate) })}
          </Typography>
          {expired && <Chip size="small" variant="outlined" label={t('expired')} />}
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr)' },
            gap: 2,
            m: 0,
          }}
        >
          {fields.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('detail.description')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {mission.description || t('detail.noDescription')}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
