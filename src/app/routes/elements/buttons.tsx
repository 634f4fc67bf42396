import { useEffect, useState } from 'react';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';
import { StatusText } from '@/features/ui-kit/components/status-text';

/** How long the sample "Record visit" pretends to wait for the server. */
const RECORDING_MS = 600;

/** Colours whose button text keeps enough contrast in the light and dark themes. */
const COLORS = ['primary', 'secondary', 'success', 'inherit'] as const;
const SIZES = ['small', 'medium', 'large'] as const;

export default function ButtonsRoute() {
  const { t } = useTranslation('elements');
  const title = t('buttons.title');
  const [recording, setRecording] = useState(false);
  const [visits, setVisits] = useState(0);

  useEffect(() => {
    if (!recording) return;
    const timer = window.setTimeout(() => {
      setRecording(false);
      setVisits((count) => count + 1);
    }, RECORDING_MS);
    return () => window.clearTimeout(timer);
  }, [recording]);

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('buttons.variants.title')} caption={t('buttons.variants.caption')}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained">{t('buttons.variants.contained')}</Button>
            <Button variant="outlined">{t('buttons.variants.outlined')}</Button>
            <Button variant="text">{t('buttons.variants.text')}</Button>
          </Stack>
        </Specimen>

        <Specimen title={t('buttons.colors.title')} caption={t('buttons.colors.caption')}>
          <Stack spacing={1.5}>
            {(['contained', 'outlined'] as const).map((variant) => (
              <Stack
                key={variant}
                direction="row"
                spacing={1.5}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
              >
                {COLORS.map((color) => (
                  <Button key={color} variant={variant} color={color}>
                    {t(`buttons.colors.${color}`)}
                  </Button>
                ))}
              </Stack>
            ))}
          </Stack>
        </Specimen>

        <Specimen title={t('buttons.sizes.title')} caption={t('buttons.sizes.caption')}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {SIZES.map((size) => (
              <Button key={size} variant="contained" size={size}>
                {t(`buttons.sizes.${size}`)}
              </Button>
            ))}
          </Stack>
        </Specimen>

        <Specimen title={t('buttons.icons.title')} caption={t('buttons.icons.caption')}>
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Button variant="contained" startIcon={<SendIcon />}>
              {t('buttons.icons.send')}
            </Button>
            <Button variant="outlined" startIcon={<AddIcon />}>
              {t('buttons.icons.add')}
            </Button>
            <Tooltip title={t('buttons.icons.edit')}>
              <IconButton color="primary" aria-label={t('buttons.icons.edit')}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('buttons.icons.delete')}>
              <IconButton aria-label={t('buttons.icons.delete')}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        </Specimen>

        <Specimen title={t('buttons.states.title')} caption={t('buttons.states.caption')}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<EventAvailableIcon />}
              loading={recording}
              loadingPosition="start"
              onClick={() => setRecording(true)}
            >
              {t('buttons.states.record')}
            </Button>
            <Button variant="contained" disabled>
              {t('buttons.states.disabled')}
            </Button>
          </Stack>
          <StatusText>
            {recording
              ? t('buttons.states.recording')
              : t('buttons.states.recorded', { count: visits })}
          </StatusText>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
