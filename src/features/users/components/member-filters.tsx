import { type KeyboardEvent, useState } from 'react';
import { Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import type { FilterChange } from '@/lib/list-state';
import {
  BIRTH_MONTHS,
  MAX_NO_VISIT_DAYS,
  MAX_POINTS_TO_REWARD,
  MAX_POINTS,
  MEMBER_FILTERS,
  MEMBER_LANGUAGES,
  TIERS,
  day,
  wholeNumber,
  type MemberFilter,
  type MemberListParams,
} from '../rules/list-params';

type Filter = FilterChange<MemberListParams>;
/** A mission the admin may choose: its id and name. */
export type MissionChoice = { _id: string; name: string };

const ANY = 'any';

/** The language's name in the admin's language ('ar' → 'Arabic', 'العربية' in Arabic). */
export function useLanguageName(): (code: string) => string {
  const { locale } = useDateFormat();
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return (code) => names.of(code) ?? code;
}

/** A birthday month's name in the admin's language ('current': "This month"). */
function useMonthName(): (month: string) => string {
  const { t } = useTranslation('users');
  const { locale } = useDateFormat();
  const names = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return (month) =>
    month === 'current'
      ? t('filters.thisMonth')
      : names.format(new Date(Date.UTC(2000, Number(month) - 1, 1)));
}

/**
 * A number typed in full before it counts: kept here while typed, asked when the field is left
 * or Enter is pressed (a range is not turned round halfway through "500").
 */
function NumberFilter({
  name,
  label,
  value,
  min,
  max,
  onCommit,
}: {
  name: string;
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  onCommit: (value: number | undefined) => void;
}) {
  const shown = value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  const [was, setWas] = useState(shown);
  if (shown !== was) {
    setWas(shown);
    setText(shown);
  }
  const commit = () => {
    const read = wholeNumber(min, max).safeParse(text.trim());
    const next = read.success ? read.data : undefined;
    if (next !== value) onCommit(next);
    else setText(shown);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };
  return (
    <TextField
      size="small"
      name={name}
      label={label}
      type="number"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      slotProps={{ htmlInput: { min, max, inputMode: 'numeric' } }}
      sx={{ width: 170 }}
    />
  );
}

/** Every filter of the members list, side by side (stacked on phones). */
export function MemberFiltersPanel({
  id,
  list,
  missions,
  onFilter,
}: {
  id: string;
  list: MemberListParams;
  /** The missions to choose from; undefined when the role may not read missions. */
  missions: readonly MissionChoice[] | undefined;
  onFilter: (change: Filter) => void;
}) {
  const { t } = useTranslation('users');
  const languageName = useLanguageName();
  const monthName = useMonthName();
  const select = (
    name: MemberFilter,
    options: readonly { value: string; label: string }[],
    onChange: (value: string | undefined) => void,
  ) => (
    <TextField
      select
      size="small"
      name={name}
      label={t(`filters.${name}`)}
      value={options.some((o) => o.value === list[name]) ? String(list[name]) : ANY}
      onChange={(event) => onChange(event.target.value === ANY ? undefined : event.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value={ANY}>{t('filters.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const date = (name: 'joinedFrom' | 'joinedTo' | 'lastVisitAfter' | 'lastVisitBefore') => (
    <TextField
      type="date"
      size="small"
      name={name}
      label={t(`filters.${name}`)}
      value={list[name] ?? ''}
      onChange={(event) => {
        const read = day.safeParse(event.target.value);
        onFilter({ [name]: read.success ? read.data : undefined });
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: '2000-01-01', max: '2100-12-31' },
      }}
      sx={{ width: 180 }}
    />
  );
  const number = (
    name: 'pointsMin' | 'pointsMax' | 'noVisitDays' | 'pointsToReward',
    min: number,
    max: number,
  ) => (
    <NumberFilter
      name={name}
      label={t(`filters.${name}`)}
      value={list[name]}
      min={min}
      max={max}
      onCommit={(value) => onFilter({ [name]: value })}
    />
  );
  const missionOptions = (missions ?? []).map((m) => ({ value: m._id, label: m.name }));
  return (
    <Stack
      id={id}
      role="group"
      aria-label={t('filters.panel')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', pt: 1 }}
    >
      {select(
        'membership',
        TIERS.map((tier) => ({ value: tier, label: tier })),
        (value) => onFilter({ membership: TIERS.find((tier) => tier === value) }),
      )}
      {number('pointsMin', 0, MAX_POINTS)}
      {number('pointsMax', 0, MAX_POINTS)}
      {date('joinedFrom')}
      {date('joinedTo')}
      {date('lastVisitAfter')}
      {date('lastVisitBefore')}
      {number('noVisitDays', 1, MAX_NO_VISIT_DAYS)}
      {missions &&
        select('joinedMission', missionOptions, (value) => onFilter({ joinedMission: value }))}
      {missions &&
        select('completedMission', missionOptions, (value) =>
          onFilter({ completedMission: value }),
        )}
      {select(
        'language',
        MEMBER_LANGUAGES.map((code) => ({ value: code, label: languageName(code) })),
        (value) => onFilter({ language: MEMBER_LANGUAGES.find((code) => code === value) }),
      )}
      {select(
        'birthMonth',
        BIRTH_MONTHS.map((month) => ({ value: month, label: monthName(month) })),
        (value) => onFilter({ birthMonth: BIRTH_MONTHS.find((month) => month === value) }),
      )}
      {number('pointsToReward', 1, MAX_POINTS_TO_REWARD)}
    </Stack>
  );
}

/** The filters in effect, one chip each (Delete or Backspace on a chip removes it), and Clear. */
export function ActiveFilters({
  list,
  missions,
  onFilter,
}: {
  list: MemberListParams;
  missions: readonly MissionChoice[] | undefined;
  onFilter: (change: Filter) => void;
}) {
  const { t } = useTranslation('users');
  const format = useDateFormat();
  const languageName = useLanguageName();
  const monthName = useMonthName();
  const active = MEMBER_FILTERS.filter((name) => list[name] !== undefined);
  if (active.length === 0) return null;
  const valueOf = (name: MemberFilter): string => {
    const value = list[name];
    switch (name) {
      case 'pointsMin':
      case 'pointsMax':
      case 'noVisitDays':
      case 'pointsToReward':
        return format.number(Number(value));
      case 'birthMonth':
        return monthName(String(value));
      case 'joinedFrom':
      case 'joinedTo':
      case 'lastVisitAfter':
      case 'lastVisitBefore':
        return format.date(`${String(value)}T00:00:00.000Z`);
      case 'joinedMission':
      case 'completedMission':
        return missions?.find((m) => m._id === value)?.name ?? String(value);
      case 'language':
        return languageName(String(value));
      default:
        return String(value);
    }
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      aria-label={t('filters.active')}
      role="group"
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      {active.map((name) => (
        <Chip
          key={name}
          label={t('filters.chip', { label: t(`filters.${name}`), value: valueOf(name) })}
          onDelete={() => onFilter({ [name]: undefined })}
        />
      ))}
      <Button
        size="small"
        onClick={() =>
          onFilter(Object.fromEntries(active.map((name) => [name, undefined])) as Filter)
        }
      >
        {t('filters.clear')}
      </Button>
    </Stack>
  );
}
