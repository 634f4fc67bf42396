import { Button, Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import type { FilterChange } from '@/lib/list-state';
import { MEMBER_FILTERS, type MemberFilter, type MemberListParams } from '../rules/list-params';

type Filter = FilterChange<MemberListParams>;
/** A mission the admin may choose: its id and name. */
export type MissionChoice = { _id: string; name: string };

/** The language's name in the admin's language ('ar' → 'Arabic', 'العربية' in Arabic). */
export function useLanguageName(): (code: string) => string {
  const { locale } = useDateFormat();
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return (code) => names.of(code) ?? code;
}

/** A birthday month's name in the admin's language ('current': "This month"). */
export function useMonthName(): (month: string) => string {
  const { t } = useTranslation('users');
  const { locale } = useDateFormat();
  const names = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return (month) =>
    month === 'current'
      ? t('filters.thisMonth')
      : names.format(new Date(Date.UTC(2000, Number(month) - 1, 1)));
}

/** The filters in effect, one chip each (Delete or Backspace on a chip removes it), and Clear. */
export default function ActiveFilters({
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
