import { useId, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import StarsIcon from '@mui/icons-material/Stars';
import FlagIcon from '@mui/icons-material/Flag';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';

const STATS = [
  { id: 'members', value: 1284, trend: 12, Icon: PeopleIcon, color: 'primary' },
  { id: 'visits', value: 3920, trend: 8, Icon: EventAvailableIcon, color: 'secondary' },
  { id: 'points', value: 58400, trend: -3, Icon: StarsIcon, color: 'success' },
  { id: 'missions', value: 6, trend: 0, Icon: FlagIcon, color: 'info' },
] as const;

const VISIT_TARGET = 4000;
const VISITS_THIS_MONTH = 2960;

export default function InfoboxRoute() {
  const { t } = useTranslation('elements');
  const title = t('infobox.title');
  const targetId = useId();
  const moreId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const percent = Math.round((VISITS_THIS_MONTH / VISIT_TARGET) * 100);

  return (
    <PageFrame screen="element" title={title}>
      <Specimen title={t('infobox.stats.title')} caption={t('infobox.stats.caption')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {STATS.map(({ id, value, trend, Icon, color }) => {
            const TrendIcon = trend < 0 ? TrendingDownIcon : TrendingUpIcon;
            return (
              <Card key={id} variant="outlined">
                <CardContent>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Box
                      sx={{
                        display: 'grid',
                        placeItems: 'center',
                        width: 48,
                        height: 48,
                        flexShrink: 0,
                        borderRadius: 2,
                        bgcolor: `${color}.main`,
                        color: `${color}.contrastText`,
                      }}
                    >
                      <Icon aria-hidden="true" />
                    </Box>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" color="text.secondary">
                        {t(`infobox.stats.${id}`)}
                      </Typography>
                      <Typography component="p" variant="h2">
                        {t('infobox.number', { value })}
                      </Typography>
                    </Box>
                  </Stack>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1.5 }}>
                    {trend !== 0 && (
                      <TrendIcon
                        fontSize="small"
                        color={trend > 0 ? 'success' : 'warning'}
                        aria-hidden="true"
                      />
                    )}
                    <Typography variant="caption" color="text.secondary">
                      {trend === 0
                        ? t('infobox.stats.unchanged')
                        : t(trend > 0 ? 'infobox.stats.up' : 'infobox.stats.down', {
                            value: Math.abs(trend),
                          })}
                    </Typography>
                  </Stack>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      </Specimen>

      <SpecimenGrid>
        <Specimen title={t('infobox.progress.title')} caption={t('infobox.progress.caption')}>
          <Card variant="outlined">
            <CardContent>
              <Typography id={targetId} variant="body2" color="text.secondary">
                {t('infobox.progress.label')}
              </Typography>
              <Typography component="p" variant="h2" sx={{ my: 0.5 }}>
                {t('infobox.progress.value', {
                  done: VISITS_THIS_MONTH,
                  target: VISIT_TARGET,
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-labelledby={targetId}
                sx={{ height: 8, borderRadius: 1, my: 1 }}
              />
              <Typography variant="caption" color="text.secondary">
                {t('infobox.progress.percent', { value: percent })}
              </Typography>
            </CardContent>
          </Card>
        </Specimen>

        <Specimen title={t('infobox.callout.title')} caption={t('infobox.callout.caption')}>
          <Box
            sx={{
              borderInlineStart: '4px solid',
              borderColor: 'info.main',
              bgcolor: 'action.hover',
              borderRadius: 1,
              px: 2,
              py: 1.5,
            }}
          >
            <Stack direction="row" spacing={1.5}>
              <InfoOutlinedIcon color="info" aria-hidden="true" />
              <Box>
                <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t('infobox.callout.heading')}
                </Typography>
                <Typography variant="body2">{t('infobox.callout.text')}</Typography>
                <Collapse in={moreOpen}>
                  <Typography id={moreId} variant="body2" sx={{ mt: 1 }}>
                    {t('infobox.callout.more')}
                  </Typography>
                </Collapse>
                <Button
                  size="small"
                  sx={{ mt: 1, marginInlineStart: -1 }}
                  aria-expanded={moreOpen}
                  aria-controls={moreId}
                  onClick={() => setMoreOpen((open) => !open)}
                >
                  {moreOpen ? t('infobox.callout.less') : t('infobox.callout.readMore')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
