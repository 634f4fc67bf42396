import { useState } from 'react';
import { Badge, Chip, IconButton, Stack } from '@mui/material';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import CampaignIcon from '@mui/icons-material/Campaign';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';
import { StatusText } from '@/features/ui-kit/components/status-text';

const INITIAL_UNREAD = 4;
const PENDING_REDEMPTIONS = 128;

/** Status chips of rewards and missions; colours that keep their text readable in both modes. */
const STATUSES = [
  { id: 'active', color: 'success', variant: 'filled' },
  { id: 'scheduled', color: 'primary', variant: 'filled' },
  { id: 'draft', color: 'default', variant: 'filled' },
  { id: 'expired', color: 'default', variant: 'outlined' },
] as const;

export default function BadgesRoute() {
  const { t } = useTranslation('elements');
  const title = t('badges.title');
  const [unread, setUnread] = useState(INITIAL_UNREAD);

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('badges.unread.title')} caption={t('badges.unread.caption')}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label={t('badges.unread.label', { count: unread })}
              onClick={() => setUnread(0)}
            >
              <Badge badgeContent={unread} color="primary">
                <MailIcon />
              </Badge>
            </IconButton>
          </Stack>
          <StatusText>
            {unread > 0 ? t('badges.unread.hint') : t('badges.unread.allRead')}
          </StatusText>
          {unread === 0 && (
            <Chip
              sx={{ mt: 1 }}
              label={t('badges.unread.restore')}
              onClick={() => setUnread(INITIAL_UNREAD)}
            />
          )}
        </Specimen>

        <Specimen title={t('badges.max.title')} caption={t('badges.max.caption')}>
          <Stack direction="row" spacing={5} sx={{ alignItems: 'center', pt: 1, px: 1 }}>
            <Badge
              badgeContent={PENDING_REDEMPTIONS}
              max={99}
              color="primary"
              role="img"
              aria-label={t('badges.max.label', { count: PENDING_REDEMPTIONS })}
            >
              <NotificationsIcon />
            </Badge>
            <Badge
              variant="dot"
              color="secondary"
              role="img"
              aria-label={t('badges.max.newCampaign')}
            >
              <CampaignIcon />
            </Badge>
          </Stack>
        </Specimen>

        <Specimen title={t('badges.status.title')} caption={t('badges.status.caption')}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {STATUSES.map((status) => (
              <Chip
                key={status.id}
                label={t(`badges.status.${status.id}`)}
                color={status.color}
                variant={status.variant}
                size="small"
              />
            ))}
          </Stack>
        </Specimen>

        <Specimen title={t('badges.counts.title')} caption={t('badges.counts.caption')}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip
              label={t('badges.counts.members', { count: 1284 })}
              color="primary"
              variant="outlined"
            />
            <Chip
              label={t('badges.counts.missions', { count: 6 })}
              color="secondary"
              variant="outlined"
            />
            <Chip label={t('badges.counts.vouchers', { count: 3 })} variant="outlined" />
          </Stack>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
