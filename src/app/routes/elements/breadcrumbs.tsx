import { Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import RedeemIcon from '@mui/icons-material/Redeem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';
import { paths } from '@/lib/paths';

export default function BreadcrumbsRoute() {
  const { t } = useTranslation('elements');
  const theme = useTheme();
  const title = t('breadcrumbs.title');
  // The chevron points the way the trail reads: to the left in right-to-left languages.
  const separator = (
    <NavigateNextIcon
      fontSize="small"
      sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }}
    />
  );

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('breadcrumbs.basic.title')} caption={t('breadcrumbs.basic.caption')}>
          <Breadcrumbs aria-label={t('breadcrumbs.basic.label')}>
            <Link component={RouterLink} to={paths.home()} underline="hover" color="inherit">
              {t('breadcrumbs.trail.dashboard')}
            </Link>
            <Link component={RouterLink} to={paths.rewards()} underline="hover" color="inherit">
              {t('breadcrumbs.trail.rewards')}
            </Link>
            <Typography color="text.primary">{t('breadcrumbs.trail.coffeeVoucher')}</Typography>
          </Breadcrumbs>
        </Specimen>

        <Specimen
          title={t('breadcrumbs.separator.title')}
          caption={t('breadcrumbs.separator.caption')}
        >
          <Breadcrumbs aria-label={t('breadcrumbs.separator.label')} separator={separator}>
            <Link component={RouterLink} to={paths.home()} underline="hover" color="inherit">
              {t('breadcrumbs.trail.dashboard')}
            </Link>
            <Link component={RouterLink} to={paths.missions()} underline="hover" color="inherit">
              {t('breadcrumbs.trail.missions')}
            </Link>
            <Typography color="text.primary">{t('breadcrumbs.trail.springVisits')}</Typography>
          </Breadcrumbs>
        </Specimen>

        <Specimen title={t('breadcrumbs.icons.title')} caption={t('breadcrumbs.icons.caption')}>
          <Breadcrumbs aria-label={t('breadcrumbs.icons.label')}>
            <Link
              component={RouterLink}
              to={paths.home()}
              underline="hover"
              color="inherit"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <HomeIcon fontSize="inherit" />
              {t('breadcrumbs.trail.dashboard')}
            </Link>
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', color: 'text.primary' }}
            >
              <RedeemIcon fontSize="inherit" />
              <Typography>{t('breadcrumbs.trail.rewards')}</Typography>
            </Stack>
          </Breadcrumbs>
        </Specimen>

        <Specimen
          title={t('breadcrumbs.collapsed.title')}
          caption={t('breadcrumbs.collapsed.caption')}
        >
          <Breadcrumbs
            aria-label={t('breadcrumbs.collapsed.label')}
            maxItems={3}
            expandText={t('breadcrumbs.collapsed.expand')}
          >
            <Link component={RouterLink} to={paths.home()} underline="hover" color="inherit">
              {t('breadcrumbs.trail.dashboard')}
            </Link>
            <Link component={RouterLink} to={paths.users()} underline="hover" color="inherit">
              {t('breadcrumbs.trail.members')}
            </Link>
            <Typography color="text.secondary">{t('breadcrumbs.trail.amelia')}</Typography>
            <Typography color="text.secondary">{t('breadcrumbs.trail.missions')}</Typography>
            <Typography color="text.primary">{t('breadcrumbs.trail.springVisits')}</Typography>
          </Breadcrumbs>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
