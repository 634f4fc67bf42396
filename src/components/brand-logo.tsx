import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import brandMark from './brand-mark.svg';

/** The clinic's mark and name. */
export function BrandLogo({ size = 36 }: { size?: number }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="img"
        src={brandMark}
        alt=""
        width={size}
        height={size}
        sx={{ borderRadius: 1.5 }}
      />
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: size * 0.5, whiteSpace: 'nowrap' }}
      >
        {t('brand')}
      </Typography>
    </Box>
  );
}
