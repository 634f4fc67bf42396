import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AdvertisementStatus } from '../rules/list-params';

const COLOR: Record<AdvertisementStatus, ChipProps['color']> = {
  live: 'success',
  scheduled: 'info',
  ended: 'default',
  inactive: 'warning',
};

/** The banner's status as the server derived it. */
export function StatusChip({ status }: { status: AdvertisementStatus }) {
  const { t } = useTranslation('advertisements');
  return (
    <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`status.${status}`)} />
  );
}
