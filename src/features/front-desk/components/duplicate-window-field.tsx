import { MenuItem, TextField } from '@mui/material';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { DUPLICATE_WINDOWS, duplicateWindowAtom } from '../rules/duplicate-window';

/** The duplicate guard's setting, on the desk itself: kept in this browser. */
export function DuplicateWindowField() {
  const { t } = useTranslation('frontDesk');
  const [minutes, setMinutes] = useAtom(duplicateWindowAtom);
  return (
    <TextField
      select
      size="small"
      label={t('guard.label')}
      value={minutes}
      onChange={(event) => setMinutes(event.target.value as (typeof DUPLICATE_WINDOWS)[number])}
      sx={{ minWidth: 260 }}
    >
      {DUPLICATE_WINDOWS.map((value) => (
        <MenuItem key={value} value={value}>
          {value === '0' ? t('guard.off') : t('guard.minutes', { count: Number(value) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
