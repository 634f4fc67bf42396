import { useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/i18n/languages';

/** The 16 languages, each in its own name with its code; the choice is remembered (i18nextLng). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('language.choose', { code: current.toUpperCase() })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'language-menu' : undefined}
        sx={{ minWidth: 0, flexShrink: 0, textTransform: 'uppercase' }}
      >
        {current}
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420 } } }}
      >
        {LANGUAGES.map(({ code, nativeName }) => (
          <MenuItem
            key={code}
            selected={code === current}
            lang={code === 'ae' ? 'ar' : code}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(code);
            }}
          >
            <ListItemText primary={nativeName} secondary={code} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
