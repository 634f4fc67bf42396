import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  INTERVALS,
  isAllowedRange,
  PRESETS,
  presetOf,
  presetRange,
  type ActivityRange,
  type Interval,
} from '../rules/range';

type RangeControlsProps = {
  range: ActivityRange;
  today: string;
  onChange: (range: ActivityRange) => void;
};

/** The range: a preset (last 7, 30, 90 days, this year) or two days of the admin's, and the interval. */
export function RangeControls({ range, today, onChange }: RangeControlsProps) {
  const { t } = useTranslation('analytics');
  const preset = presetOf(range, today);
  const day = (which: 'from' | 'to') => (value: string) => {
    const next = { ...range, [which]: value };
    if (isAllowedRange(next)) onChange(next);
  };
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      useFlexGap
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={preset ?? null}
        aria-label={t('range.label')}
        onChange={(_event, value: (typeof PRESETS)[number] | null) => {
          if (value) onChange({ ...range, ...presetRange(value, today) });
        }}
      >
        {PRESETS.map((key) => (
          <ToggleButton key={key} value={key}>
            {t(`range.${key}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2}>
        {(['from', 'to'] as const).map((which) => (
          <TextField
            key={which}
            type="date"
            size="small"
            label={t(`range.${which}`)}
            value={range[which]}
            onChange={(event) => day(which)(event.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput:
                which === 'from'
                  ? { min: '2000-01-01', max: range.to }
                  : { min: range.from, max: '2100-12-31' },
            }}
          />
        ))}
      </Stack>
      <TextField
        select
        size="small"
        label={t('range.interval')}
        value={range.interval}
        onChange={(event) => {
          const interval = INTERVALS.find((i) => i === event.target.value);
          if (interval) onChange({ ...range, interval: interval satisfies Interval });
        }}
        sx={{ minWidth: 140 }}
      >
        {INTERVALS.map((interval) => (
          <MenuItem key={interval} value={interval}>
            {t(`interval.${interval}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
