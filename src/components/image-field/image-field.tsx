import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, imageFileProblem, type ImageFileProblem } from './image-file-rules';
import { objectUrlOf } from './object-url';

export interface ImageFieldProps {
  label: string;
  /** The picture picked and not yet saved, if any. */
  value: File | null;
  /** Called with a picked file that passed the checks (never with a refused one). */
  onChange: (file: File | null) => void;
  /** The saved picture's address, shown until another is picked. */
  currentUrl?: string;
  /** The shape the picture is shown in, width / height (16 / 9 for a banner); a hint only. */
  aspectRatio?: { width: number; height: number };
  /** A message from outside (the back end refusing the file), shown below the field. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Also the file input's name (for tests and forms). */
  name?: string;
}

/**
 * A picture field: pick a PNG, JPEG or WebP of up to 2 MB, see it before saving, replace or
 * remove the new pick. A refused file is explained below the field and leaves the value as it was.
 */
export function ImageField({
  label,
  value,
  onChange,
  currentUrl,
  aspectRatio,
  error,
  required,
  disabled,
  name,
}: ImageFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageFileProblem | null>(null);
  const preview = objectUrlOf(value);
  const shown = preview ?? currentUrl;
  const ratio = aspectRatio ? `${aspectRatio.width} / ${aspectRatio.height}` : '4 / 3';
  const message = problem ? t(`imageField.errors.${problem}`) : error;
  const hint = aspectRatio
    ? t('imageField.hintRatio', { width: aspectRatio.width, height: aspectRatio.height })
    : t('imageField.hint');

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = imageFileProblem(file);
    setProblem(found);
    if (!found) onChange(file);
  };

  return (
    <FormControl error={Boolean(message)} required={required} disabled={disabled}>
      <FormLabel id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Box
          sx={{
            width: 160,
            aspectRatio: ratio,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderColor: message ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={preview ? t('imageField.previewAlt') : t('imageField.currentAlt')}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <FormHelperText sx={{ m: 0, textAlign: 'center' }}>
              {t('imageField.none')}
            </FormHelperText>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            id={`${id}-choose`}
            variant="outlined"
            disabled={disabled}
            onClick={() => input.current?.click()}
            aria-labelledby={`${id}-choose ${id}-label`}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          >
            {shown ? t('imageField.replace') : t('imageField.choose')}
          </Button>
          {value && (
            <Button
              size="small"
              disabled={disabled}
              onClick={() => {
                setProblem(null);
                onChange(null);
              }}
            >
              {t('imageField.undo')}
            </Button>
          )}
        </Stack>
      </Stack>
      <input
        ref={input}
        id={`${id}-input`}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        onChange={picked}
      />
      <FormHelperText id={`${id}-hint`} error={false}>
        {hint}
      </FormHelperText>
      {message && (
        <FormHelperText id={`${id}-error`} role="alert">
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
