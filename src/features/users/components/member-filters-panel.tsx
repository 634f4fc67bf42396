import { type KeyboardEvent, useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FilterChange } from '@/lib/list-state';
import {
  BIRTH_MONTHS,
  MAX_NO_VISIT_DAYS,
  MAX_POINTS,
  MAX_POINTS_TO_REWARD,
  MEMBER_LANGUAGES,
  TIERS,
  day,
  wholeNumber,
  type MemberFilter,
  type MemberListParams,
} from '../rules/list-params';
import { useLanguageName, useMonthName, type MissionChoice } from './member-filters';

type Filter = FilterChange<MemberListParams>;
const ANY = 'any';

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
      // Stacked on a phone, the whole width: its label ("Points short of a reward (at most)")
      // would be cut short at 170 px.
      sx={{ width: { md: 170 } }}
    />
  );
}

/** Every filter of the members list, side by side (stacked on phones). */
export default function MemberFiltersPanel({
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
      sx={{ width: { md: 180 } }}
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
