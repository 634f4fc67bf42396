import { Stack } from '@mui/material';
import type { Color } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { ColorSwatch, SwatchGroup } from '@/features/ui-kit/components/color-swatch';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';

const BRAND = ['primary', 'secondary'] as const;
const STATUS = ['success', 'info', 'warning', 'error'] as const;
const TONES = ['main', 'light', 'dark', 'contrastText'] as const;
const GREYS = [
  50,
  100,
  200,
  300,
  400,
  500,
  600,
  700,
  800,
  900,
  'A100',
  'A200',
  'A400',
  'A700',
] as const satisfies readonly (keyof Color)[];
const BACKGROUNDS = ['default', 'paper'] as const;
const TEXTS = ['primary', 'secondary', 'disabled'] as const;

export default function ColorLibraryRoute() {
  const { t } = useTranslation('elements');
  const { palette } = useTheme();
  const title = t('colorLibrary.title');

  const intentGroup = (intent: (typeof BRAND)[number] | (typeof STATUS)[number]) => (
    <SwatchGroup key={intent} name={t(`colorLibrary.groups.${intent}`)}>
      {TONES.map((tone) => (
        <ColorSwatch
          key={tone}
          name={t(`colorLibrary.tones.${tone}`)}
          value={palette[intent][tone]}
        />
      ))}
    </SwatchGroup>
  );

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('colorLibrary.brand.title')} caption={t('colorLibrary.brand.caption')}>
          <Stack spacing={3}>{BRAND.map(intentGroup)}</Stack>
        </Specimen>

        <Specimen title={t('colorLibrary.status.title')} caption={t('colorLibrary.status.caption')}>
          <Stack spacing={3}>{STATUS.map(intentGroup)}</Stack>
        </Specimen>

        <Specimen
          title={t('colorLibrary.surfaces.title')}
          caption={t('colorLibrary.surfaces.caption')}
        >
          <Stack spacing={3}>
            <SwatchGroup name={t('colorLibrary.groups.background')}>
              {BACKGROUNDS.map((key) => (
                <ColorSwatch
                  key={key}
                  name={t(`colorLibrary.tones.${key}`)}
                  value={palette.background[key]}
                />
              ))}
            </SwatchGroup>
            <SwatchGroup name={t('colorLibrary.groups.text')}>
              {TEXTS.map((key) => (
                <ColorSwatch
                  key={key}
                  name={t(`colorLibrary.tones.${key}`)}
                  value={palette.text[key]}
                />
              ))}
            </SwatchGroup>
          </Stack>
        </Specimen>

        <Specimen title={t('colorLibrary.greys.title')} caption={t('colorLibrary.greys.caption')}>
          <SwatchGroup name={t('colorLibrary.groups.grey')}>
            {GREYS.map((shade) => (
              <ColorSwatch key={shade} name={String(shade)} value={palette.grey[shade]} />
            ))}
          </SwatchGroup>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
