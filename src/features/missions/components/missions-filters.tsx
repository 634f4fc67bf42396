import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ListSearchField } from '@/components/list/list-search-field';
import type { FilterChange } from '@/lib/list-state';
import { CATEGORIES, STATUSES, TYPES, type MissionListParams } from '../rules/list-params';

type Filter = FilterChange<MissionListParams>;

type MissionsFiltersProps = {
  list: MissionListParams;
  onSearch: (search: string) => void;
  onFilter: (change: Filter) => void;
};

const ALL = 'all';

/** The search box and the category, type and status filters, side by side (stacked on phones). */
export function MissionsFilters({ list, onSearch, onFilter }: MissionsFiltersProps) {
  const { t } = useTranslation('missions');
  const select = (
    label: string,
    value: string | number | undefined,
    options: readonly { value: string; label: string }[],
    onChange: (value: string) => void,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? ALL : String(value)}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <ListSearchField
        searched={list.search}
        onSearch={onSearch}
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        sx={{ flex: 1, maxWidth: { md: 420 } }}
      />
      {select(
        t('filters.category'),
        list.category,
        CATEGORIES.map((code) => ({ value: String(code), label: t(`category.${code}`) })),
        (value) => onFilter({ category: CATEGORIES.find((c) => String(c) === value) }),
      )}
      {select(
        t('filters.type'),
        list.type,
        TYPES.map((type) => ({ value: type, label: t(`type.${type}`) })),
        (value) => onFilter({ type: TYPES.find((type) => type === value) }),
      )}
      {select(
        t('filters.status'),
        list.status,
        STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        (value) => onFilter({ status: STATUSES.find((status) => status === value) }),
      )}
    </Stack>
  );
}
