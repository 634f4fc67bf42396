import { memo, useMemo } from 'react';
import { Avatar, Box, Link } from '@mui/material';
import type {
  GridColDef,
  GridEventListener,
  GridRowId,
  GridRowSelectionModel,
} from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ListGrid } from '@/components/grid/list-grid';
import type { Member } from '@/api/members';
import type { ListState } from '@/components/list/use-list-state';
import type { MemberListParams } from '../rules/list-params';
import { formatPoints, orNotAvailable, profilePath } from '../rules/member-display';

type MembersGridProps = {
  /** The current page's members. */
  rows: readonly Member[];
  /** How many members match the search and filters, across all pages. */
  total: number;
  /** The list's page, size and search, in the address. */
  state: ListState<MemberListParams>;
  loading: boolean;
  /** The ticked rows, when the admin may act on several members at once. */
  selection?: {
    model: GridRowSelectionModel;
    onChange: (model: GridRowSelectionModel) => void;
  };
};

/** A click or a key that landed on a link (it opens the profile itself) or a row's tick box. */
const onLink = (target: EventTarget | null) =>
  target instanceof Element && target.closest('a, [data-field="__check__"]') !== null;

/** Values written left to right even in Arabic ('+971…' would otherwise read '…971+'). */
function LeftToRight({ children }: { children: string }) {
  return (
    <Box component="bdi" dir="ltr">
      {children}
    </Box>
  );
}

export const MembersGrid = memo(function MembersGrid({
  rows,
  total,
  state,
  loading,
  selection,
}: MembersGridProps) {
  const { t, i18n } = useTranslation('users');
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage;

  const columns = useMemo<GridColDef<Member>[]>(() => {
    const notAvailable = t('notAvailable');
    const shown = (value: string | undefined) => orNotAvailable(value, notAvailable);
    return [
      {
        field: 'profilePhoto',
        headerName: t('columns.photo'),
        width: 80,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            {/* The image itself is decoration: the avatar says whose photo it is, or that there is none. */}
            <Avatar
              src={row.profilePhoto}
              alt=""
              role="img"
              aria-label={
                row.profilePhoto ? t('photo.of', { name: shown(row.fullName) }) : t('photo.none')
              }
              sx={{ width: 36, height: 36 }}
            />
          </Box>
        ),
      },
      {
        field: 'fullName',
        headerName: t('columns.fullName'),
        flex: 1,
        minWidth: 180,
        // A real link: keyboard, middle click and 'open in new tab' work as everywhere else.
        renderCell: ({ row, tabIndex }) => (
          <Link
            component={RouterLink}
            to={profilePath(row._id)}
            tabIndex={tabIndex}
            underline="hover"
            sx={{ fontWeight: 500 }}
          >
            {shown(row.fullName)}
          </Link>
        ),
      },
      {
        field: 'email',
        headerName: t('columns.email'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) =>
          row.email ? <LeftToRight>{row.email}</LeftToRight> : notAvailable,
      },
      {
        field: 'phoneNumber',
        headerName: t('columns.phone'),
        minWidth: 160,
        renderCell: ({ row }) =>
          row.phoneNumber ? <LeftToRight>{row.phoneNumber}</LeftToRight> : notAvailable,
      },
      {
        field: 'memberId',
        headerName: t('columns.memberId'),
        minWidth: 130,
        renderCell: ({ row }) =>
          row.memberId ? <LeftToRight>{row.memberId}</LeftToRight> : notAvailable,
      },
      {
        field: 'points',
        headerName: t('columns.points'),
        type: 'number',
        minWidth: 110,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatPoints(value, language),
      },
      {
        field: 'membership',
        headerName: t('columns.membership'),
        minWidth: 130,
        valueFormatter: (value: string | undefined) => shown(value),
      },
    ];
  }, [t, language]);

  // The row's id is the member's `_id` (getRowId).
  const open = (id: GridRowId) => void navigate(profilePath(String(id)));
  const openOnClick: GridEventListener<'rowClick'> = ({ id }, event) => {
    if (onLink(event.target)) return;
    open(id);
  };
  const openOnEnter: GridEventListener<'cellKeyDown'> = ({ id }, event) => {
    if (event.key !== 'Enter' || event.defaultPrevented || onLink(event.target)) return;
    event.preventDefault();
    open(id);
  };

  return (
    <ListGrid
      label={t('gridLabel')}
      rows={rows}
      columns={columns}
      total={total}
      state={state}
      loading={loading}
      loadingText={t('loading')}
      emptyText={
        state.list.search
          ? t('noMatch', { search: state.list.search })
          : state.definition.isFiltered(state.list)
            ? t('noMatchFilters')
            : t('empty')
      }
      onRowClick={openOnClick}
      onCellKeyDown={openOnEnter}
      openRows
      {...(selection && {
        checkboxSelection: true,
        disableRowSelectionOnClick: true,
        // The header's box ticks the page; "Select all N matching" is offered above the grid.
        disableRowSelectionExcludeModel: true,
        keepNonExistentRowsSelected: true,
        rowSelectionModel: selection.model,
        onRowSelectionModelChange: selection.onChange,
      })}
    />
  );
});
