import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';
import { StatusText } from '@/features/ui-kit/components/status-text';

/** An item of a tree: its id and the translation key of its label. */
type Node = { id: string; label: string; children?: readonly Node[] };

/** The programme's structure: missions, rewards and broadcast messages. */
const PROGRAMME: readonly Node[] = [
  {
    id: 'missions',
    label: 'treeview.items.missions',
    children: [
      {
        id: 'visitMissions',
        label: 'treeview.items.visitMissions',
        children: [
          { id: 'springVisits', label: 'treeview.items.springVisits' },
          { id: 'weeklyCheckIn', label: 'treeview.items.weeklyCheckIn' },
        ],
      },
      {
        id: 'pointMissions',
        label: 'treeview.items.pointMissions',
        children: [
          { id: 'pointsMaster', label: 'treeview.items.pointsMaster' },
          { id: 'bigSpender', label: 'treeview.items.bigSpender' },
        ],
      },
    ],
  },
  {
    id: 'rewards',
    label: 'treeview.items.rewards',
    children: [
      {
        id: 'vouchers',
        label: 'treeview.items.vouchers',
        children: [
          { id: 'coffee', label: 'samples.rewards.coffee' },
          { id: 'spa', label: 'samples.rewards.spa' },
        ],
      },
      {
        id: 'merchandise',
        label: 'treeview.items.merchandise',
        children: [{ id: 'tote', label: 'samples.rewards.tote' }],
      },
    ],
  },
  {
    id: 'broadcasts',
    label: 'treeview.items.broadcasts',
    children: [
      { id: 'scheduled', label: 'treeview.items.scheduled' },
      { id: 'sent', label: 'treeview.items.sent' },
    ],
  },
];

/** Who a broadcast message goes to: members by tier, and new members. */
const AUDIENCE: readonly Node[] = [
  {
    id: 'allMembers',
    label: 'treeview.audience.allMembers',
    children: [
      { id: 'gold', label: 'samples.tiers.gold' },
      { id: 'silver', label: 'samples.tiers.silver' },
      { id: 'bronze', label: 'samples.tiers.bronze' },
    ],
  },
  { id: 'newMembers', label: 'treeview.audience.newMembers' },
];

function parentIds(nodes: readonly Node[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.id, ...parentIds(node.children)] : []));
}

function leafIds(nodes: readonly Node[]): string[] {
  return nodes.flatMap((node) => (node.children ? leafIds(node.children) : [node.id]));
}

function findNode(nodes: readonly Node[], id: string): Node | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = node.children && findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

const PROGRAMME_PARENTS = parentIds(PROGRAMME);
const AUDIENCE_LEAVES = new Set(leafIds(AUDIENCE));

export default function TreeviewRoute() {
  const { t } = useTranslation('elements');
  const title = t('treeview.title');
  const [expanded, setExpanded] = useState<string[]>(['missions']);
  const [selected, setSelected] = useState<string | null>(null);
  const [audience, setAudience] = useState<string[]>(['gold']);

  const renderItems = (nodes: readonly Node[]) =>
    nodes.map((node) => (
      <TreeItem key={node.id} itemId={node.id} label={t(node.label)}>
        {node.children && renderItems(node.children)}
      </TreeItem>
    ));

  const selectedNode = selected ? findNode(PROGRAMME, selected) : undefined;
  const audienceGroups = audience.filter((id) => AUDIENCE_LEAVES.has(id)).length;

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('treeview.programme.title')} caption={t('treeview.programme.caption')}>
          <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
            <Button size="small" onClick={() => setExpanded(PROGRAMME_PARENTS)}>
              {t('treeview.programme.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('treeview.programme.collapseAll')}
            </Button>
          </Stack>
          <SimpleTreeView
            aria-label={t('treeview.programme.label')}
            expandedItems={expanded}
            onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
            selectedItems={selected}
            onSelectedItemsChange={(_event, id) => setSelected(id)}
          >
            {renderItems(PROGRAMME)}
          </SimpleTreeView>
          <StatusText>
            {selectedNode
              ? t('treeview.programme.selected', { item: t(selectedNode.label) })
              : t('treeview.programme.hint')}
          </StatusText>
        </Specimen>

        <Specimen title={t('treeview.audience.title')} caption={t('treeview.audience.caption')}>
          <SimpleTreeView
            aria-label={t('treeview.audience.label')}
            multiSelect
            checkboxSelection
            selectionPropagation={{ parents: true, descendants: true }}
            defaultExpandedItems={['allMembers']}
            selectedItems={audience}
            onSelectedItemsChange={(_event, ids) => setAudience(ids)}
          >
            {renderItems(AUDIENCE)}
          </SimpleTreeView>
          <StatusText>{t('treeview.audience.count', { count: audienceGroups })}</StatusText>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
