import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import type { FilterChange } from '@/lib/list-state';
import { ACTIONS, ENTITIES, dayOrUndefined, type AuditListParams } from '../rules/list-params';

type Actor = components['schemas']['AuditActor'];
type Filter = FilterChange<AuditListParams>;

const ALL = 'all';

/** Who, what, which kind of record, and from/to days, side by side (stacked on phones). */
export function AuditLogFilters({
  list,
  actors,
  onFilter,
}: {
  list: AuditListParams;
  actors: readonly Actor[];
  onFilter: (change: Filter) => void;
}) {
  const { t } = useTranslation('auditLog');
  const select = (
    name: string,
    label: string,
    value: string | undefined,
    options: readonly { value: string; label: string }[],
    onChange: (value: string | undefined) => void,
  ) => (
    <TextField
      select
      size="small"
      name={name}
      label={label}
      value={value ?? ALL}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : event.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  // The chosen admin stays listed while the page of actors is on its way.
  const known = list.actor && !actors.some((a) => a._id === list.actor);
  const day = (name: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      name={name}
      label={label}
      value={list[name] ?? ''}
      onChange={(event) => onFilter({ [name]: dayOrUndefined(event.target.value) })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {select(
        'actor',
        t('filters.actor'),
        list.actor,
        [
          ...actors.map((actor) => ({ value: actor._id, label: actor.fullName })),
          ...(known && list.actor ? [{ value: list.actor, label: list.actor }] : []),
        ],
        (actor) => onFilter({ actor }),
      )}
      {select(
        'action',
        t('filters.action'),
        list.action,
        ACTIONS.map((action) => ({ value: action, label: t(`action.${action}`) })),
        (value) => onFilter({ action: ACTIONS.find((a) => a === value) }),
      )}
      {select(
        'entity',
        t('filters.entity'),
        list.entity,
        ENTITIES.map((entity) => ({ value: entity, label: t(`entity.${entity}`) })),
        (value) => onFilter({ entity: ENTITIES.find((e) => e === value) }),
      )}
      {day('from', t('filters.from'))}
      {day('to', t('filters.to'))}
    </Stack>
  );
}
