import { useState, type ReactNode } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from '@/components/outlined-field';
import type { PasswordForm } from '../rules/password-form';

type PasswordFieldProps = {
  control: Control<PasswordForm>;
  name: keyof PasswordForm;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** The server's reason for refusing this field, shown as it came (it wins over the schema's). */
  serverError?: string | undefined;
  /** Shown under the field when there is no error (the strength meter). */
  below?: ReactNode;
};

/** A password field with a show / hide button; its message below it. */
export function PasswordField({
  control,
  name,
  label,
  autoComplete,
  serverError,
  below,
}: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const { field, fieldState } = useController({ control, name });
  const [shown, setShown] = useState(false);
  const schemaError = fieldState.error?.message;
  const message = serverError ?? (schemaError && t(schemaError));
  return (
    <div>
      <OutlinedField
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        label={label}
        required
        fullWidth
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        error={Boolean(message)}
        helperText={message}
        inputProps={{ maxLength: 200, spellCheck: false, autoCapitalize: 'off' }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              onClick={() => setShown((was) => !was)}
              aria-label={shown ? t('password.hide', { label }) : t('password.show', { label })}
              aria-pressed={shown}
              edge="end"
            >
              {shown ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      {below}
    </div>
  );
}
