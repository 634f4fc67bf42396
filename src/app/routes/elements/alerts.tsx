import { Alert, AlertTitle, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Dismissible } from '@/features/ui-kit/components/dismissible';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;

export default function AlertsRoute() {
  const { t } = useTranslation('elements');
  const title = t('alerts.title');

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('alerts.severity.title')} caption={t('alerts.severity.caption')}>
          <Stack spacing={1.5}>
            {SEVERITIES.map((severity) => (
              <Alert key={severity} severity={severity}>
                {t(`alerts.severity.${severity}`)}
              </Alert>
            ))}
          </Stack>
        </Specimen>

        <Specimen title={t('alerts.withTitle.title')} caption={t('alerts.withTitle.caption')}>
          <Stack spacing={1.5}>
            <Alert severity="success">
              <AlertTitle>{t('alerts.withTitle.visitTitle')}</AlertTitle>
              {t('alerts.withTitle.visitText')}
            </Alert>
            <Alert severity="warning">
              <AlertTitle>{t('alerts.withTitle.stockTitle')}</AlertTitle>
              {t('alerts.withTitle.stockText')}
            </Alert>
          </Stack>
        </Specimen>

        <Specimen title={t('alerts.dismissible.title')} caption={t('alerts.dismissible.caption')}>
          <Dismissible restoreLabel={t('alerts.dismissible.showAgain')}>
            {(dismiss) => (
              <Alert severity="info" closeText={t('alerts.dismissible.close')} onClose={dismiss}>
                {t('alerts.dismissible.text')}
              </Alert>
            )}
          </Dismissible>
        </Specimen>

        <Specimen title={t('alerts.variants.title')} caption={t('alerts.variants.caption')}>
          <Stack spacing={1.5}>
            <Alert variant="filled" severity="success">
              {t('alerts.variants.filled')}
            </Alert>
            <Alert variant="outlined" severity="info">
              {t('alerts.variants.outlined')}
            </Alert>
          </Stack>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
