import { Box } from '@mui/material';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '../rules/list-params';
import { AdvertisementRow, type RowAction } from './advertisement-row';

type AdvertisementListProps = {
  ads: readonly Advertisement[];
  /** Moves a banner; none: the order is shown only (no handle, no move buttons). */
  onMove?: (from: number, to: number) => void;
  actions?: readonly ('edit' | 'delete')[];
  onAction?: (action: 'edit' | 'delete', ad: Advertisement) => void;
  /** The ticked banners (`useBulkActions`); none: no checkboxes. */
  selection?: { isTicked: (id: string) => boolean; tick: (id: string, ticked: boolean) => void };
};

/**
 * The page of banners in display order. A banner moves by dragging its handle (mouse, touch, or
 * the keyboard: Space, the arrows, Space) or with its move up and move down buttons.
 */
export function AdvertisementList({
  ads,
  onMove,
  actions = [],
  onAction,
  selection,
}: AdvertisementListProps) {
  const { t } = useTranslation('advertisements');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: unknown) => ads.findIndex((ad) => ad._id === id);
  const titleOf = (id: unknown) => ads[indexOf(id)]?.title ?? '';
  const placeOf = (id: unknown) => ads[indexOf(id)]?.order ?? 0;

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove?.(indexOf(active.id), indexOf(over.id));
  };
  const act = (action: RowAction, ad: Advertisement) => {
    const index = indexOf(ad._id);
    if (action === 'up') onMove?.(index, index - 1);
    else if (action === 'down') onMove?.(index, index + 1);
    else onAction?.(action, ad);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        screenReaderInstructions: { draggable: t('list.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('list.picked', { title: titleOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('list.over', { title: titleOf(active.id), position: placeOf(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('list.dropped', { title: titleOf(active.id), position: placeOf(over.id) })
              : t('list.cancelled', { title: titleOf(active.id) }),
          onDragCancel: ({ active }) => t('list.cancelled', { title: titleOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ads.map((ad) => ad._id)} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          aria-label={t('list.label')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {ads.map((ad, index) => (
            <AdvertisementRow
              key={ad._id}
              ad={ad}
              first={index === 0}
              last={index === ads.length - 1}
              movable={onMove !== undefined}
              actions={actions}
              onAction={act}
              {...(selection ? { ticked: selection.isTicked(ad._id), onTick: selection.tick } : {})}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
