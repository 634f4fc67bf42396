import { useId, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  LinearProgress,
  Stack,
  Typography,
  type LinearProgressProps,
} from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';

/** Sample missions of a member: how far along each is (their names are in the translations). */
const MISSIONS = [
  { id: 'springVisits', unit: 'visits', done: 2, target: 5, color: 'primary' },
  { id: 'pointsMaster', unit: 'points', done: 750, target: 1000, color: 'secondary' },
  { id: 'welcome', unit: 'visits', done: 1, target: 1, color: 'success' },
] as const;

const WEEKLY_TARGET = 5;
const MONTHLY_TARGET_PERCENT = 74;

type MissionBarProps = {
  label: string;
  valueText: string;
  value: number;
  color: LinearProgressProps['color'];
};

/** A labelled determinate bar: the label above, "2 of 5 visits" beside it, both read out. */
function MissionBar({ label, valueText, value, color }: MissionBarProps) {
  const labelId = useId();
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {valueText}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={value}
        color={color}
        aria-labelledby={labelId}
        aria-valuetext={valueText}
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}

export default function ProgressBarRoute() {
  const { t } = useTranslation('elements');
  const title = t('progressBar.title');
  const [visits, setVisits] = useState(2);
  const circleLabelId = useId();

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen
          title={t('progressBar.missions.title')}
          caption={t('progressBar.missions.caption')}
        >
          <Stack spacing={2.5}>
            {MISSIONS.map((mission) => (
              <MissionBar
                key={mission.id}
                label={t(`progressBar.missions.${mission.id}`)}
                valueText={t(`progressBar.units.${mission.unit}`, {
                  done: mission.done,
                  target: mission.target,
                })}
                value={(mission.done / mission.target) * 100}
                color={mission.color}
              />
            ))}
          </Stack>
        </Specimen>

        <Specimen title={t('progressBar.live.title')} caption={t('progressBar.live.caption')}>
          <MissionBar
            label={t('progressBar.live.label')}
            valueText={t('progressBar.units.visits', { done: visits, target: WEEKLY_TARGET })}
            value={(visits / WEEKLY_TARGET) * 100}
            color={visits >= WEEKLY_TARGET ? 'success' : 'primary'}
          />
          <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              startIcon={<EventAvailableIcon />}
              onClick={() => setVisits((count) => Math.min(count + 1, WEEKLY_TARGET))}
            >
              {t('progressBar.live.record')}
            </Button>
            <Button onClick={() => setVisits(0)}>{t('progressBar.live.reset')}</Button>
          </Stack>
        </Specimen>

        <Specimen
          title={t('progressBar.circular.title')}
          caption={t('progressBar.circular.caption')}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ position: 'relative', display: 'inline-flex' }}>
              <CircularProgress
                variant="determinate"
                value={MONTHLY_TARGET_PERCENT}
                size={72}
                thickness={5}
                aria-labelledby={circleLabelId}
              />
              <Box
                aria-hidden="true"
                sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t('progressBar.circular.percent', { value: MONTHLY_TARGET_PERCENT })}
                </Typography>
              </Box>
            </Box>
            <Typography id={circleLabelId}>{t('progressBar.circular.label')}</Typography>
          </Stack>
        </Specimen>

        <Specimen title={t('progressBar.colors.title')} caption={t('progressBar.colors.caption')}>
          <Stack spacing={2}>
            {(['primary', 'secondary', 'success', 'warning'] as const).map((color, index) => (
              <LinearProgress
                key={color}
                variant="determinate"
                color={color}
                value={30 + index * 20}
                aria-label={t('progressBar.colors.label', {
                  color: t(`progressBar.colors.${color}`),
                  value: 30 + index * 20,
                })}
                sx={{ height: 6, borderRadius: 1 }}
              />
            ))}
          </Stack>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
