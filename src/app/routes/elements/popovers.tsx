import { useId, useState, type MouseEvent } from 'react';
import {
  Box,
  Button,
  LinearProgress,
  Popover,
  Stack,
  Typography,
  type PopoverProps,
} from '@mui/material';
import StarsIcon from '@mui/icons-material/Stars';
import DeleteIcon from '@mui/icons-material/Delete';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';
import { StatusText } from '@/features/ui-kit/components/status-text';

const BALANCE = 1250;
const NEXT_REWARD_AT = 1500;

/** Below the trigger, centred: the same in left-to-right and right-to-left. */
const BELOW: Pick<PopoverProps, 'anchorOrigin' | 'transformOrigin'> = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'center' },
  transformOrigin: { vertical: 'top', horizontal: 'center' },
};

/** A popover opened from a button, labelled by its heading, announced as a dialog. */
function usePopover() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const headingId = useId();
  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);
  return {
    headingId,
    close,
    buttonProps: {
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': open ? popoverId : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget),
    },
    popoverProps: {
      ...BELOW,
      id: popoverId,
      anchorEl,
      open,
      onClose: close,
      slotProps: { paper: { role: 'dialog', 'aria-labelledby': headingId } },
    },
  };
}

export default function PopoversRoute() {
  const { t } = useTranslation('elements');
  const title = t('popovers.title');
  const balance = usePopover();
  const confirm = usePopover();
  const [removed, setRemoved] = useState(false);
  const percent = Math.round((BALANCE / NEXT_REWARD_AT) * 100);

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('popovers.info.title')} caption={t('popovers.info.caption')}>
          <Button variant="outlined" startIcon={<StarsIcon />} {...balance.buttonProps}>
            {t('popovers.info.button')}
          </Button>
          <Popover {...balance.popoverProps}>
            <Box sx={{ p: 2.5, maxWidth: 320 }}>
              <Typography id={balance.headingId} component="h3" variant="h3" gutterBottom>
                {t('popovers.info.heading')}
              </Typography>
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                {t('popovers.info.text', { balance: BALANCE, next: NEXT_REWARD_AT })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={t('popovers.info.progress')}
              />
            </Box>
          </Popover>
        </Specimen>

        <Specimen title={t('popovers.confirm.title')} caption={t('popovers.confirm.caption')}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography
              color={removed ? 'text.secondary' : 'text.primary'}
              sx={{ flexGrow: 1, textDecoration: removed ? 'line-through' : 'none' }}
            >
              {t('popovers.confirm.reward')}
            </Typography>
            {/* One button for both states, so the keyboard focus stays on it. */}
            <Button
              startIcon={removed ? <UndoIcon /> : <DeleteIcon />}
              {...(removed ? { onClick: () => setRemoved(false) } : confirm.buttonProps)}
            >
              {removed ? t('popovers.confirm.undo') : t('popovers.confirm.button')}
            </Button>
          </Stack>
          <StatusText>
            {removed ? t('popovers.confirm.removed') : t('popovers.confirm.hint')}
          </StatusText>
          <Popover {...confirm.popoverProps}>
            <Box sx={{ p: 2.5, maxWidth: 300 }}>
              <Typography id={confirm.headingId} component="h3" variant="h3" gutterBottom>
                {t('popovers.confirm.heading')}
              </Typography>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t('popovers.confirm.text')}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={confirm.close}>{t('popovers.confirm.cancel')}</Button>
                <Button
                  variant="contained"
                  onClick={() => {
                    confirm.close();
                    setRemoved(true);
                  }}
                >
                  {t('popovers.confirm.remove')}
                </Button>
              </Stack>
            </Box>
          </Popover>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
