import { useState } from 'react';
import { List, ListItem, ListItemIcon, ListItemText, Pagination, Stack } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { usePagerLabels } from '@/features/ui-kit/components/pager-labels';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';
import { StatusText } from '@/features/ui-kit/components/status-text';

/** Sample broadcast messages (their titles are in the translations) with their audiences. */
const MESSAGES = [
  { id: 'springDouble', recipients: 1284 },
  { id: 'welcome', recipients: 56 },
  { id: 'clinicClosed', recipients: 1284 },
  { id: 'newReward', recipients: 940 },
  { id: 'birthday', recipients: 12 },
  { id: 'survey', recipients: 310 },
  { id: 'reminder', recipients: 482 },
  { id: 'summerMission', recipients: 1284 },
  { id: 'pointsExpiry', recipients: 77 },
] as const;

const PER_PAGE = 3;
const PAGE_COUNT = Math.ceil(MESSAGES.length / PER_PAGE);

export default function PaginationRoute() {
  const { t } = useTranslation('elements');
  const { pageItemLabel } = usePagerLabels();
  const title = t('pagination.title');
  const [page, setPage] = useState(1);
  const shown = MESSAGES.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('pagination.list.title')} caption={t('pagination.list.caption')}>
          <List aria-label={t('pagination.list.label')} dense>
            {shown.map((message) => (
              <ListItem key={message.id} disableGutters>
                <ListItemIcon>
                  <CampaignIcon color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={t(`pagination.messages.${message.id}`)}
                  secondary={t('pagination.list.recipients', { count: message.recipients })}
                />
              </ListItem>
            ))}
          </List>
          <Pagination
            count={PAGE_COUNT}
            page={page}
            onChange={(_event, next) => setPage(next)}
            color="primary"
            aria-label={t('pagination.list.pager')}
            getItemAriaLabel={pageItemLabel}
          />
          <StatusText>{t('pagination.list.status', { page, total: PAGE_COUNT })}</StatusText>
        </Specimen>

        <Specimen title={t('pagination.variants.title')} caption={t('pagination.variants.caption')}>
          <Stack spacing={2}>
            <Pagination
              count={8}
              variant="outlined"
              color="primary"
              aria-label={t('pagination.variants.outlined')}
              getItemAriaLabel={pageItemLabel}
            />
            <Pagination
              count={8}
              shape="rounded"
              color="secondary"
              aria-label={t('pagination.variants.rounded')}
              getItemAriaLabel={pageItemLabel}
            />
            <Pagination
              count={8}
              size="small"
              aria-label={t('pagination.variants.small')}
              getItemAriaLabel={pageItemLabel}
            />
          </Stack>
        </Specimen>

        <Specimen
          title={t('pagination.firstLast.title')}
          caption={t('pagination.firstLast.caption')}
        >
          <Pagination
            count={24}
            defaultPage={6}
            siblingCount={1}
            boundaryCount={1}
            showFirstButton
            showLastButton
            color="primary"
            aria-label={t('pagination.firstLast.label')}
            getItemAriaLabel={pageItemLabel}
          />
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
