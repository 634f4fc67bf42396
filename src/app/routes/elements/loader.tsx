import { useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  LinearProgress,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { MemberAvatar } from '@/features/ui-kit/components/member-avatar';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';
import { VisuallyHidden } from '@/features/ui-kit/components/visually-hidden';

const CIRCULAR_SIZES = [24, 40, 56] as const;

export default function LoaderRoute() {
  const { t } = useTranslation('elements');
  const title = t('loader.title');
  const [loading, setLoading] = useState(true);

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('loader.circular.title')} caption={t('loader.circular.caption')}>
          <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
            {CIRCULAR_SIZES.map((size) => (
              <CircularProgress
                key={size}
                size={size}
                aria-label={t('loader.circular.label', { size })}
              />
            ))}
            <CircularProgress color="secondary" aria-label={t('loader.circular.secondary')} />
          </Stack>
        </Specimen>

        <Specimen title={t('loader.linear.title')} caption={t('loader.linear.caption')}>
          <Stack spacing={3}>
            <LinearProgress aria-label={t('loader.linear.indeterminate')} />
            <LinearProgress color="secondary" aria-label={t('loader.linear.secondary')} />
            <LinearProgress
              variant="buffer"
              value={40}
              valueBuffer={70}
              aria-label={t('loader.linear.buffer')}
            />
          </Stack>
        </Specimen>

        <Specimen title={t('loader.skeleton.title')} caption={t('loader.skeleton.caption')}>
          <FormControlLabel
            control={<Switch checked={loading} onChange={(_event, on) => setLoading(on)} />}
            label={t('loader.skeleton.toggle')}
            sx={{ mb: 2 }}
          />
          <Card variant="outlined" aria-busy={loading}>
            <CardContent>
              {loading ? (
                <Box role="status">
                  <VisuallyHidden>{t('loader.skeleton.loadingMember')}</VisuallyHidden>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                    <Skeleton variant="circular" width={48} height={48} />
                    <Box sx={{ flexGrow: 1 }}>
                      <Skeleton variant="text" sx={{ fontSize: '1.1rem', width: '60%' }} />
                      <Skeleton variant="text" sx={{ width: '40%' }} />
                    </Box>
                  </Stack>
                  <Skeleton variant="rounded" height={64} />
                </Box>
              ) : (
                <Box>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                    <MemberAvatar name={t('samples.members.amelia')} size={48} decorative />
                    <Box>
                      <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                        {t('samples.members.amelia')}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('loader.skeleton.tier')}
                      </Typography>
                    </Box>
                  </Stack>
                  <Typography variant="body2">{t('loader.skeleton.summary')}</Typography>
                </Box>
              )}
            </CardContent>
          </Card>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
