import { useId, useState } from 'react';
import {
  Button,
  ButtonGroup,
  Menu,
  MenuItem,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';
import { StatusText } from '@/features/ui-kit/components/status-text';

const PERIODS = ['day', 'week', 'month'] as const;
type Period = (typeof PERIODS)[number];

const SEND_OPTIONS = ['sendNow', 'schedule', 'saveDraft'] as const;
type SendOption = (typeof SEND_OPTIONS)[number];

function isPeriod(value: unknown): value is Period {
  return PERIODS.some((period) => period === value);
}

export default function ButtonsGroupRoute() {
  const { t } = useTranslation('elements');
  const title = t('buttonsGroup.title');
  const [period, setPeriod] = useState<Period>('week');
  const [sendOption, setSendOption] = useState<SendOption>('sendNow');
  const [sent, setSent] = useState<SendOption | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [groupEl, setGroupEl] = useState<HTMLDivElement | null>(null);
  const menuId = useId();
  const toggleId = useId();

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('buttonsGroup.basic.title')} caption={t('buttonsGroup.basic.caption')}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <ButtonGroup variant="contained" aria-label={t('buttonsGroup.basic.label')}>
              <Button>{t('buttonsGroup.basic.edit')}</Button>
              <Button>{t('buttonsGroup.basic.duplicate')}</Button>
              <Button>{t('buttonsGroup.basic.archive')}</Button>
            </ButtonGroup>
            <ButtonGroup variant="outlined" aria-label={t('buttonsGroup.basic.outlinedLabel')}>
              <Button>{t('buttonsGroup.basic.edit')}</Button>
              <Button>{t('buttonsGroup.basic.duplicate')}</Button>
              <Button>{t('buttonsGroup.basic.archive')}</Button>
            </ButtonGroup>
          </Stack>
        </Specimen>

        <Specimen title={t('buttonsGroup.toggle.title')} caption={t('buttonsGroup.toggle.caption')}>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={period}
            onChange={(_event, value: unknown) => {
              // Pressing the selected one again gives null: a period stays chosen.
              if (isPeriod(value)) setPeriod(value);
            }}
            aria-label={t('buttonsGroup.toggle.label')}
          >
            {PERIODS.map((option) => (
              <ToggleButton key={option} value={option}>
                {t(`buttonsGroup.toggle.${option}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <StatusText>{t(`buttonsGroup.toggle.showing.${period}`)}</StatusText>
        </Specimen>

        <Specimen title={t('buttonsGroup.split.title')} caption={t('buttonsGroup.split.caption')}>
          <ButtonGroup
            variant="contained"
            ref={setGroupEl}
            aria-label={t('buttonsGroup.split.label')}
          >
            <Button onClick={() => setSent(sendOption)}>
              {t(`buttonsGroup.split.${sendOption}`)}
            </Button>
            <Button
              id={toggleId}
              size="small"
              aria-label={t('buttonsGroup.split.more')}
              aria-controls={menuOpen ? menuId : undefined}
              aria-expanded={menuOpen ? 'true' : undefined}
              aria-haspopup="menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <ArrowDropDownIcon />
            </Button>
          </ButtonGroup>
          <Menu
            id={menuId}
            anchorEl={groupEl}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            slotProps={{ list: { 'aria-labelledby': toggleId } }}
          >
            {SEND_OPTIONS.map((option) => (
              <MenuItem
                key={option}
                selected={option === sendOption}
                onClick={() => {
                  setSendOption(option);
                  setMenuOpen(false);
                }}
              >
                {t(`buttonsGroup.split.${option}`)}
              </MenuItem>
            ))}
          </Menu>
          <StatusText>
            {sent ? t(`buttonsGroup.split.done.${sent}`) : t('buttonsGroup.split.hint')}
          </StatusText>
        </Specimen>

        <Specimen
          title={t('buttonsGroup.vertical.title')}
          caption={t('buttonsGroup.vertical.caption')}
        >
          <ButtonGroup
            orientation="vertical"
            variant="outlined"
            aria-label={t('buttonsGroup.vertical.label')}
          >
            <Button>{t('buttonsGroup.vertical.profile')}</Button>
            <Button>{t('buttonsGroup.vertical.visits')}</Button>
            <Button>{t('buttonsGroup.vertical.rewards')}</Button>
          </ButtonGroup>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
