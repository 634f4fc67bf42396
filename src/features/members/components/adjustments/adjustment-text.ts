import { useMemo } from 'react';
import { ApiError } from '@/api/api-error';
import { useDateFormat } from '@/i18n/dates';

/** Points with their sign always shown (+50, −200), in the admin's number format. */
export function useSignedPoints() {
  const { locale } = useDateFormat();
  return useMemo(() => {
    const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
    return (value: number) => signed.format(value);
  }, [locale]);
}

/** The server's reason and its detail ("Balance cannot go below zero. The member has 120 points…"). */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.error) return fallback;
  if (!error.message || error.message === error.error) return error.error;
  return `${error.error}${/[.!?]$/.test(error.error) ? '' : '.'} ${error.message}`;
}
