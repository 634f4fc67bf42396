import { useId } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_SCORE, type PasswordScore } from '@/lib/password/password-limits';

const COLOURS = ['error', 'error', 'warning', 'success', 'success'] as const;

/**
 * How hard the new password is to guess, as the admin types: a bar and its words. The bar is a
 * labelled meter; the words are a polite live region, so a screen reader hears each change.
 */
export function StrengthMeter({ score, typed }: { score: PasswordScore | null; typed: boolean }) {
  const { t } = useTranslation('account');
  const labelId = useId();
  const level = typed && score !== null ? t(`strength.levels.${score}`) : t('strength.none');
  const enough = score !== null && score >= PASSWORD_MIN_SCORE;
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={typed && score !== null ? ((score + 1) / 5) * 100 : 0}
        color={typed && score !== null ? COLOURS[score] : 'inherit'}
        aria-labelledby={labelId}
        aria-valuetext={level}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        id={labelId}
        variant="body2"
        color="text.secondary"
        sx={{ mt: 0.5 }}
        aria-live="polite"
        aria-atomic="true"
      >
        {t('strength.label', { level })}
        {typed && score !== null && !enough ? ` ${t('strength.hint')}` : ''}
      </Typography>
    </Box>
  );
}
