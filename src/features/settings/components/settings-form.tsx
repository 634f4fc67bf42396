import { useEffect } from 'react';
import { Box, Paper, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { FormSelect } from '@/components/form/form-select';
import { FormSwitch } from '@/components/form/form-switch';
import { LANGUAGES } from '@/i18n/languages';
import { ANIMATIONS, LAYOUTS, NAVBARS, THEMES } from '@/settings/settings-atoms';
import { settingsSchema } from '../rules/settings-schema';
import { useAppearanceSettings } from './use-appearance-settings';

const languages = LANGUAGES.map(({ code, nativeName }) => ({
  value: code,
  label: `${nativeName} (${code})`,
  lang: code === 'ae' ? 'ar' : code,
}));

/** Every appearance setting; each change applies at once and is remembered on this browser. */
export function SettingsForm() {
  const { t } = useTranslation('shell');
  const { current, apply } = useAppearanceSettings();
  const { control, handleSubmit, subscribe } = useForm({
    resolver: zodResolver(settingsSchema),
    values: current,
  });
  // A change made here (not one arriving from elsewhere through `values`) applies at once.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') void handleSubmit(apply)();
        },
      }),
    [subscribe, handleSubmit, apply],
  );
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={3}>
        <FormRadioGroup
          control={control}
          name="theme"
          label={t('theme.label')}
          options={options(THEMES, (theme) => t(`theme.${theme}`))}
        />
        <Box sx={{ maxWidth: 320 }}>
          <FormSelect
            control={control}
            name="language"
            label={t('language.label')}
            options={languages}
            fullWidth
          />
        </Box>
        <FormRadioGroup
          control={control}
          name="layout"
          label={t('settings.layout')}
          options={options(LAYOUTS, (layout) => t(`settings.layouts.${layout}`))}
        />
        <FormRadioGroup
          control={control}
          name="navbar"
          label={t('settings.navbar')}
          options={options(NAVBARS, (navbar) => t(`settings.navbars.${navbar}`))}
        />
        <Box sx={{ maxWidth: 320 }}>
          <FormSelect
            control={control}
            name="animation"
            label={t('settings.animation')}
            options={options(ANIMATIONS, (animation) =>
              t(`settings.animations.${animation || 'none'}`),
            )}
            fullWidth
          />
        </Box>
        <FormSwitch control={control} name="semidark" label={t('settings.semidark')} />
      </Stack>
    </Paper>
  );
}
