import { Fab, Zoom, useScrollTrigger } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslation } from 'react-i18next';

/** A round button back to the top, shown once the page is scrolled more than 50 px. */
export function ScrollToTop() {
  const { t } = useTranslation('shell');
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 50 });
  return (
    <Zoom in={scrolled} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24 }}
      >
        <ArrowUpwardIcon />
      </Fab>
    </Zoom>
  );
}
