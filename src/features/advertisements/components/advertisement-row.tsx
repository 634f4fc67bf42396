import { Box, Checkbox, IconButton, Link, Paper, Stack, Tooltip, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { BANNER_ASPECT } from '../rules/banner';
import type { Advertisement } from '../rules/list-params';
import { StatusChip } from './status-chip';

export type RowAction = 'up' | 'down' | 'edit' | 'delete';

/** The move buttons, up then down. */
const MOVES = [
  { direction: 'up', label: 'list.moveUp', Icon: ArrowUpwardIcon },
  { direction: 'down', label: 'list.moveDown', Icon: ArrowDownwardIcon },
] as const;

type AdvertisementRowProps = {
  ad: Advertisement;
  first: boolean;
  last: boolean;
  /** Whether it may be moved: its drag handle and move buttons; else its place only. */
  movable: boolean;
  /** The actions besides moving that this list offers. */
  actions: readonly ('edit' | 'delete')[];
  onAction: (action: RowAction, ad: Advertisement) => void;
  /** Whether it is ticked for a bulk action; none: no checkbox (a role that may not act). */
  ticked?: boolean;
  onTick?: (id: string, ticked: boolean) => void;
};

/** One banner: its place, picture, title, link, status and schedule, and what can be done with it. */
export function AdvertisementRow({
  ad,
  first,
  last,
  movable,
  actions,
  onAction,
  ticked,
  onTick,
}: AdvertisementRowProps) {
  const { t } = useTranslation('advertisements');
  const format = useDateFormat();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: ad._id, disabled: !movable });
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
  };
  const name = { title: ad.title };
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-ad-id={ad._id}
      aria-label={ad.title}
      sx={{
        ...style,
        p: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
      }}
    >
      {ticked !== undefined && (
        <Checkbox
          checked={ticked}
          onChange={(event) => onTick?.(ad._id, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('bulk:selectRow', { name: ad.title }) } }}
        />
      )}
      {movable && (
        <Tooltip title={t('list.drag')}>
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('list.dragLabel', name)}
            aria-roledescription={t('list.sortable')}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon />
          </IconButton>
        </Tooltip>
      )}
      <Typography
        sx={{ minWidth: 28, fontWeight: 600 }}
        aria-label={t('list.position', { position: ad.order })}
      >
        {format.number(ad.order)}
      </Typography>
      <Box
        component="img"
        src={ad.image}
        alt=""
        loading="lazy"
        sx={{
          width: 120,
          aspectRatio: BANNER_ASPECT,
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      />
      <Stack sx={{ flex: 1, minWidth: 200 }} spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>{ad.title}</Typography>
        <Link
          href={ad.link}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ wordBreak: 'break-all' }}
        >
          {ad.link}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {t('list.schedule', {
            start: format.dateTime(ad.startsAt),
            end: format.dateTime(ad.endsAt),
          })}
        </Typography>
      </Stack>
      <StatusChip status={ad.status} />
      <Stack direction="row" spacing={0.5}>
        {movable &&
          MOVES.map(({ direction, label, Icon }) => (
            <IconButton
              key={direction}
              aria-label={t(label, name)}
              data-move={direction}
              disabled={direction === 'up' ? first : last}
              onClick={() => onAction(direction, ad)}
            >
              <Icon />
            </IconButton>
          ))}
        {actions.includes('edit') && (
          <IconButton aria-label={t('list.edit', name)} onClick={() => onAction('edit', ad)}>
            <EditIcon />
          </IconButton>
        )}
        {actions.includes('delete') && (
          <IconButton aria-label={t('list.delete', name)} onClick={() => onAction('delete', ad)}>
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
    </Paper>
  );
}
