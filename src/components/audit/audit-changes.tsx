import { Box, Typography, useTheme } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDateFormat, type DateFormat } from '@/i18n/dates';

/** A recorded value (the contract's AuditValue). */
type Value = string | number | boolean | null | readonly string[] | undefined;
/** One field of an audit entry, before and after (the contract's AuditChange). */
type AuditChange = { field: string; before?: Value; after?: Value };
type Translate = TFunction<'auditLog'>;

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Recorded codes the app words in the admin's language: a request's or a broadcast's status, an
 * adjustment's reason, a broadcast's channel and its audience of every member.
 */
const WORDED: Readonly<Record<string, readonly string[]>> = {
  status: ['pending', 'approved', 'rejected', 'scheduled', 'sending', 'sent', 'cancelled'],
  reason: ['goodwill', 'correction', 'complaint', 'expired', 'other'],
  channel: ['email', 'sms', 'whatsapp', 'push'],
  audience: ['all'],
};

/**
 * A recorded value as the admin reads it: dates and numbers their way, yes/no, "—" for none, and
 * the codes of WORDED (of `field`) in words.
 */
export function shownValue(value: Value, t: Translate, format: DateFormat, field = ''): string {
  if (value === undefined || value === null || value === '') return t('value.none');
  if (typeof value === 'boolean') return t(value ? 'value.yes' : 'value.no');
  if (typeof value === 'number') return format.number(value);
  if (typeof value !== 'string') return value.join(', ');
  if (WORDED[field]?.includes(value)) return t(`worded.${field}.${value}`);
  return ISO_MOMENT.test(value) ? format.dateTime(value) : value;
}

/** A field's name in the admin's language (the contract's name when it has no translation). */
export const fieldLabel = (field: string, t: Translate) =>
  t(`field.${field}`, { defaultValue: field });

/**
 * The fields an entry changed, each as "field: before → after" (after only for a new record,
 * before only for a deleted one). The arrow follows the reading direction.
 */
export function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  const { t } = useTranslation('auditLog');
  const format = useDateFormat();
  const rtl = useTheme().direction === 'rtl';
  if (changes.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
      {changes.map((change) => (
        <Box key={change.field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, pr: 1.5 }}>
            {fieldLabel(change.field, t)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {'before' in change && (
              <Box component="del" sx={{ color: 'text.secondary' }}>
                {shownValue(change.before, t, format, change.field)}
              </Box>
            )}
            {'before' in change && 'after' in change && (
              <Box component="span" role="img" aria-label={t('changedTo')} sx={{ mx: 0.75 }}>
                {rtl ? '\u2190' : '\u2192'}
              </Box>
            )}
            {'after' in change && (
              <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 500 }}>
                {shownValue(change.after, t, format, change.field)}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
