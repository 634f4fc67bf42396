import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';

const ICON_ACTIONS = [
  { id: 'edit', Icon: EditIcon },
  { id: 'delete', Icon: DeleteIcon },
  { id: 'send', Icon: SendIcon },
] as const;

/** Placements named by reading direction; the tooltip flips "left"/"right" in right-to-left. */
const PLACEMENTS = [
  { id: 'top', placement: 'top' },
  { id: 'bottom', placement: 'bottom' },
  { id: 'start', placement: 'left' },
  { id: 'end', placement: 'right' },
] as const;

export default function TooltipsRoute() {
  const { t } = useTranslation('elements');
  const title = t('tooltips.title');

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('tooltips.icons.title')} caption={t('tooltips.icons.caption')}>
          <Stack direction="row" spacing={1}>
            {ICON_ACTIONS.map(({ id, Icon }) => (
              <Tooltip key={id} title={t(`tooltips.icons.${id}`)}>
                <IconButton aria-label={t(`tooltips.icons.${id}`)}>
                  <Icon />
                </IconButton>
              </Tooltip>
            ))}
          </Stack>
        </Specimen>

        <Specimen title={t('tooltips.describe.title')} caption={t('tooltips.describe.caption')}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Tooltip title={t('tooltips.describe.redeemHint')} describeChild arrow>
              <Button variant="contained">{t('tooltips.describe.redeem')}</Button>
            </Tooltip>
            <Typography variant="body2">{t('tooltips.describe.expiry')}</Typography>
            <Tooltip title={t('tooltips.describe.expiryHint')} arrow>
              <IconButton size="small" aria-label={t('tooltips.describe.expiryInfo')}>
                <InfoOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </Specimen>

        <Specimen title={t('tooltips.placement.title')} caption={t('tooltips.placement.caption')}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {PLACEMENTS.map(({ id, placement }) => (
              <Tooltip
                key={id}
                title={t('tooltips.placement.tip', { side: t(`tooltips.placement.${id}`) })}
                placement={placement}
                describeChild
                arrow
              >
                <Button variant="outlined">{t(`tooltips.placement.${id}`)}</Button>
              </Tooltip>
            ))}
          </Stack>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
