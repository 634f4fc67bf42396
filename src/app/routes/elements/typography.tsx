import { Box, Link, Stack, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';
import { paths } from '@/lib/paths';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const TEXTS = ['subtitle1', 'subtitle2', 'body1', 'body2', 'caption', 'overline'] as const;
/** Text colours that keep enough contrast on the paper in the light and dark themes. */
const COLORS = [
  { id: 'textPrimary', color: 'text.primary' },
  { id: 'textSecondary', color: 'text.secondary' },
  { id: 'primary', color: 'primary' },
  { id: 'secondary', color: 'secondary' },
  { id: 'success', color: 'success' },
] as const;

/** The variant's name beside its sample, so a developer knows which one to use. */
function VariantName({ children }: { children: string }) {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ fontFamily: 'monospace', minWidth: 88, flexShrink: 0 }}
    >
      {children}
    </Typography>
  );
}

export default function TypographyRoute() {
  const { t } = useTranslation('elements');
  const title = t('typography.title');

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('typography.headings.title')} caption={t('typography.headings.caption')}>
          {/* Samples only: shown as paragraphs, so the page's outline stays h1 → h2. */}
          <Stack spacing={1.5}>
            {HEADINGS.map((variant) => (
              <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
                <VariantName>{variant}</VariantName>
                <Typography variant={variant} component="p">
                  {t(`typography.headings.samples.${variant}`)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Specimen>

        <Specimen title={t('typography.text.title')} caption={t('typography.text.caption')}>
          <Stack spacing={1.5}>
            {TEXTS.map((variant) => (
              <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
                <VariantName>{variant}</VariantName>
                <Typography variant={variant} component="p">
                  {t(`typography.text.samples.${variant}`)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Specimen>

        <Specimen title={t('typography.colors.title')} caption={t('typography.colors.caption')}>
          <Stack spacing={1}>
            {COLORS.map(({ id, color }) => (
              <Stack key={id} direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
                <VariantName>{color}</VariantName>
                <Typography color={color}>{t(`typography.colors.${id}`)}</Typography>
              </Stack>
            ))}
          </Stack>
        </Specimen>

        <Specimen title={t('typography.inline.title')} caption={t('typography.inline.caption')}>
          <Typography>
            <Trans
              t={t}
              i18nKey="typography.inline.sentence"
              components={{
                strong: <Box component="strong" sx={{ fontWeight: 700 }} />,
                a: <Link component={RouterLink} to={paths.rewards()} />,
              }}
            />
          </Typography>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
