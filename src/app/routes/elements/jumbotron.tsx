import { useId } from 'react';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import CelebrationIcon from '@mui/icons-material/Celebration';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Dismissible } from '@/features/ui-kit/components/dismissible';
import { Specimen } from '@/features/ui-kit/components/specimen';
import { paths } from '@/lib/paths';

export default function JumbotronRoute() {
  const { t } = useTranslation('elements');
  const title = t('jumbotron.title');
  const heroId = useId();
  const bannerId = useId();

  return (
    <PageFrame screen="element" title={title}>
      <Specimen title={t('jumbotron.hero.title')} caption={t('jumbotron.hero.caption')}>
        <Paper
          component="article"
          aria-labelledby={heroId}
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 3,
            px: { xs: 3, md: 6 },
            py: { xs: 4, md: 6 },
            display: 'flex',
            gap: 4,
            alignItems: 'center',
          }}
        >
          <Box sx={{ flexGrow: 1, maxWidth: 640 }}>
            <Typography variant="overline" component="p" sx={{ fontWeight: 700 }}>
              {t('jumbotron.hero.eyebrow')}
            </Typography>
            <Typography
              id={heroId}
              component="h3"
              variant="h1"
              sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 1.5 }}
            >
              {t('jumbotron.hero.heading')}
            </Typography>
            <Typography sx={{ mb: 3, fontSize: '1.1rem' }}>{t('jumbotron.hero.text')}</Typography>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={paths.missions()}
                variant="contained"
                size="large"
                sx={{
                  bgcolor: 'background.paper',
                  color: 'primary.main',
                  '&:hover': { bgcolor: 'background.default' },
                }}
              >
                {t('jumbotron.hero.primary')}
              </Button>
              <Button
                component={RouterLink}
                to={paths.broadcast()}
                variant="outlined"
                size="large"
                color="inherit"
              >
                {t('jumbotron.hero.secondary')}
              </Button>
            </Stack>
          </Box>
          <CelebrationIcon
            aria-hidden="true"
            sx={{ fontSize: 160, opacity: 0.85, display: { xs: 'none', md: 'block' } }}
          />
        </Paper>
      </Specimen>

      <Specimen title={t('jumbotron.banner.title')} caption={t('jumbotron.banner.caption')}>
        <Dismissible restoreLabel={t('jumbotron.banner.showAgain')}>
          {(dismiss) => (
            <Paper
              component="aside"
              variant="outlined"
              aria-labelledby={bannerId}
              sx={{
                px: 3,
                py: 2.5,
                display: 'flex',
                gap: 2,
                alignItems: 'flex-start',
                borderColor: 'secondary.main',
              }}
            >
              <Box sx={{ flexGrow: 1 }}>
                <Typography id={bannerId} component="h3" variant="h3" gutterBottom>
                  {t('jumbotron.banner.heading')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {t('jumbotron.banner.text')}
                </Typography>
                <Button
                  component={RouterLink}
                  to={paths.rewards()}
                  variant="contained"
                  color="secondary"
                >
                  {t('jumbotron.banner.action')}
                </Button>
              </Box>
              <IconButton aria-label={t('jumbotron.banner.dismiss')} onClick={dismiss}>
                <CloseIcon />
              </IconButton>
            </Paper>
          )}
        </Dismissible>
      </Specimen>
    </PageFrame>
  );
}
