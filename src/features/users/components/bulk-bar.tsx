import { useId, useState } from 'react';
import { Alert, Button, Menu, MenuItem, Stack, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import type { BulkKind } from '../rules/bulk-action';
import { BULK_ID_LIMIT, pageAllTicked, tooManyListed, type Ticked } from '../rules/bulk-selection';

const KINDS: readonly BulkKind[] = ['joinMission', 'adjustPoints'];

/**
 * Above the grid while rows are ticked: how many, "Select all N matching" once the whole page is
 * ticked, Clear, and the Bulk actions menu.
 */
export default function BulkBar({
  ticked,
  count,
  total,
  pageIds,
  onTickAll,
  onClear,
  onAction,
}: {
  ticked: Ticked;
  /** How many members are ticked. */
  count: number;
  /** How many members the list selects. */
  total: number;
  pageIds: readonly string[];
  onTickAll: () => void;
  onClear: () => void;
  onAction: (kind: BulkKind) => void;
}) {
  const { t } = useTranslation('users');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { number } = useDateFormat();
  const tooMany = tooManyListed(ticked);
  return (
    <Alert
      severity="info"
      icon={false}
      sx={{ alignItems: 'center', '& .MuiAlert-message': { flex: 1 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ flex: 1, minWidth: 200 }}>
          {ticked.all
            ? t('bulk.allTicked', { n: number(count) })
            : t('bulk.ticked', { n: number(count) })}
          {tooMany && ` ${t('bulk.tooMany', { n: number(BULK_ID_LIMIT) })}`}
        </Typography>
        {pageAllTicked(ticked, pageIds) && total > count && (
          <Button onClick={onTickAll}>{t('bulk.tickAll', { n: number(total) })}</Button>
        )}
        <Button onClick={onClear}>{t('bulk.clear')}</Button>
        <Button
          variant="contained"
          endIcon={<ArrowDropDownIcon />}
          disabled={tooMany || count === 0}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('bulk.actions')}
        </Button>
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {KINDS.map((kind) => (
            <MenuItem
              key={kind}
              onClick={() => {
                setAnchor(null);
                onAction(kind);
              }}
            >
              {t(`bulk.${kind}`)}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
    </Alert>
  );
}
