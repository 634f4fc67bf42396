import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <Box component="footer" sx={{ px: 3, py: 2, color: 'text.secondary', fontSize: 14 }}>
      {t('footer', { year: new Date().getFullYear() })}
    </Box>
  );
}
