import {
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  Switch,
} from '@mui/material';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/i18n/languages';
import {
  animationAtom,
  ANIMATIONS,
  layoutAtom,
  LAYOUTS,
  navbarAtom,
  NAVBARS,
  semidarkAtom,
  themeAtom,
  THEMES,
} from '@/settings/settings-atoms';
import { SettingChoice } from './setting-choice';

/** Every appearance setting; each change applies at once and is remembered on this browser. */
export function SettingsForm() {
  const { t, i18n } = useTranslation('shell');
  const [theme, setTheme] = useAtom(themeAtom);
  const [layout, setLayout] = useAtom(layoutAtom);
  const [navbar, setNavbar] = useAtom(navbarAtom);
  const [animation, setAnimation] = useAtom(animationAtom);
  const [semidark, setSemidark] = useAtom(semidarkAtom);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={3}>
        <SettingChoice
          label={t('theme.label')}
          value={theme}
          options={THEMES}
          optionLabel={(option) => t(`theme.${option}`)}
          onChange={setTheme}
        />
        <FormControl sx={{ maxWidth: 320 }}>
          <InputLabel id="settings-language">{t('language.label')}</InputLabel>
          <Select
            labelId="settings-language"
            label={t('language.label')}
            value={language}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
          >
            {LANGUAGES.map(({ code, nativeName }) => (
              <MenuItem key={code} value={code} lang={code === 'ae' ? 'ar' : code}>
                {nativeName} ({code})
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <SettingChoice
          label={t('settings.layout')}
          value={layout}
          options={LAYOUTS}
          optionLabel={(option) => t(`settings.layouts.${option}`)}
          onChange={setLayout}
        />
        <SettingChoice
          label={t('settings.navbar')}
          value={navbar}
          options={NAVBARS}
          optionLabel={(option) => t(`settings.navbars.${option}`)}
          onChange={setNavbar}
        />
        <FormControl sx={{ maxWidth: 320 }}>
          <InputLabel id="settings-animation" shrink>
            {t('settings.animation')}
          </InputLabel>
          <Select
            labelId="settings-animation"
            label={t('settings.animation')}
            notched
            displayEmpty
            value={animation}
            onChange={(event) =>
              setAnimation(ANIMATIONS.find((option) => option === event.target.value) ?? '')
            }
          >
            {ANIMATIONS.map((option) => (
              <MenuItem key={option || 'none'} value={option}>
                {t(`settings.animations.${option || 'none'}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={semidark === 'true'}
              onChange={(event) => setSemidark(event.target.checked ? 'true' : 'false')}
            />
          }
          label={t('settings.semidark')}
        />
      </Stack>
    </Paper>
  );
}
