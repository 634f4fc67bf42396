import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { MuiTelInput, type MuiTelInputCountry } from 'mui-tel-input';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PHONE_INPUT_MAX_LENGTH } from '../../rules/phone-number';
import type { ProfileForm, ProfileUpdate } from '../../rules/profile-schema';
import { visuallyHidden } from '@/components/visually-hidden';

/** The specification's default country for an empty number: the United Arab Emirates. */
const DEFAULT_COUNTRY: MuiTelInputCountry = 'AE';

/**
 * The country's two-letter code in a small box, where the flag would be. Flag emoji show as bare
 * letters on Windows, and mui-tel-input's default flag images come from a third-party CDN; the
 * code reads the same everywhere and loads nothing.
 */
function CountryCode({ isoCode }: { isoCode: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'inline-block',
        minInlineSize: '2.2em',
        paddingInline: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1.6,
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      {isoCode}
    </Box>
  );
}

function regionNames(language: string): Intl.DisplayNames {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  }
}

type PhoneFieldProps = {
  control: Control<ProfileForm, unknown, ProfileUpdate>;
  name: 'phoneNumber' | 'whatsAppNumber';
  label: string;
  /** The member signed up with this number: shown, not editable, no country menu. */
  locked?: boolean;
  /** The field's name in the country button's label (without the locked note). */
  fieldName: string;
};

/**
 * A phone number with a country menu (mui-tel-input): formats as typed, default country AE.
 * The number is written left to right in every language; the country button is named after
 * the field and its country, in the UI language; the country shows as its two-letter code.
 */
export function PhoneField({ control, name, label, locked = false, fieldName }: PhoneFieldProps) {
  const { t, i18n } = useTranslation('memberEdit');
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const rtl = useTheme().direction === 'rtl';
  const language = i18n.resolvedLanguage === 'ae' ? 'ar' : (i18n.resolvedLanguage ?? 'en');
  // mui-tel-input names the chosen country in English whatever `langOfCountryName` says.
  const countryNames = useMemo(() => regionNames(language), [language]);

  return (
    <MuiTelInput
      label={label}
      name={field.name}
      value={field.value}
      onChange={(next) => field.onChange(next)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      defaultCountry={DEFAULT_COUNTRY}
      langOfCountryName={language}
      disableDropdown={locked}
      focusOnSelectCountry
      fullWidth
      error={Boolean(error)}
      helperText={error && t(error)}
      getFlagElement={(isoCode, { isSelected }) => (
        <>
          <CountryCode isoCode={isoCode} />
          {isSelected && !locked && (
            <Box component="span" sx={visuallyHidden}>
              {t('country', { field: fieldName, country: countryNames.of(isoCode) ?? isoCode })}
            </Box>
          )}
        </>
      )}
      unknownFlagElement={
        <>
          <CountryCode isoCode="?" />
          {!locked && (
            <Box component="span" sx={visuallyHidden}>
              {t('countryUnknown', { field: fieldName })}
            </Box>
          )}
        </>
      }
      // The button is named by its content above (field and country), not mui-tel-input's English.
      FlagIconButtonProps={{ 'aria-label': undefined }}
      MenuProps={{
        slotProps: {
          list: { role: 'listbox', 'aria-label': t('countries', { field: fieldName }) },
        },
      }}
      slotProps={{
        htmlInput: {
          dir: 'ltr',
          maxLength: PHONE_INPUT_MAX_LENGTH,
          autoComplete: 'off',
          // Right next to the country in a right-to-left page, though the digits run left to right.
          style: { textAlign: rtl ? 'end' : 'start' },
        },
        input: { readOnly: locked },
      }}
    />
  );
}
