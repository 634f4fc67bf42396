import { Avatar, AvatarGroup, Badge, Stack } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import StorefrontIcon from '@mui/icons-material/Storefront';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { MemberAvatar } from '@/features/ui-kit/components/member-avatar';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';
import brandMark from '@/components/brand-mark.svg';

/** Sample members (their names are in the translations). */
const MEMBERS = [
  { id: 'amelia', color: 'primary' },
  { id: 'oliver', color: 'secondary' },
  { id: 'priya', color: 'success' },
  { id: 'james', color: 'primary' },
  { id: 'sofia', color: 'secondary' },
  { id: 'daniel', color: 'success' },
  { id: 'grace', color: 'primary' },
] as const;

const SIZES = [24, 32, 40, 56] as const;
const GROUP_MAX = 4;
const STATUSES = [
  { id: 'online', member: 'amelia', color: 'success' },
  { id: 'away', member: 'oliver', color: 'warning' },
] as const;

export default function AvatarRoute() {
  const { t } = useTranslation('elements');
  const title = t('avatar.title');
  const nameOf = (id: string) => t(`samples.members.${id}`);

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('avatar.initials.title')} caption={t('avatar.initials.caption')}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {MEMBERS.slice(0, 4).map((member) => (
              <MemberAvatar key={member.id} name={nameOf(member.id)} color={member.color} />
            ))}
          </Stack>
        </Specimen>

        <Specimen title={t('avatar.image.title')} caption={t('avatar.image.caption')}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar src={brandMark} alt={t('avatar.image.clinic')} variant="rounded" />
            <Avatar
              role="img"
              aria-label={t('avatar.image.clinicIcon')}
              sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
            >
              <LocalHospitalIcon />
            </Avatar>
          </Stack>
        </Specimen>

        <Specimen title={t('avatar.sizes.title')} caption={t('avatar.sizes.caption')}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {SIZES.map((size) => (
              <MemberAvatar
                key={size}
                name={nameOf('amelia')}
                label={t('avatar.sizes.label', { name: nameOf('amelia'), size })}
                size={size}
              />
            ))}
          </Stack>
        </Specimen>

        <Specimen title={t('avatar.shapes.title')} caption={t('avatar.shapes.caption')}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar
              role="img"
              aria-label={t('avatar.shapes.circular')}
              sx={{ bgcolor: 'grey.700', color: 'common.white' }}
            >
              <PersonIcon />
            </Avatar>
            <Avatar
              role="img"
              aria-label={t('avatar.shapes.rounded')}
              variant="rounded"
              sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
            >
              <StorefrontIcon />
            </Avatar>
            <MemberAvatar name={nameOf('priya')} color="success" variant="square" />
          </Stack>
        </Specimen>

        <Specimen title={t('avatar.group.title')} caption={t('avatar.group.caption')}>
          <AvatarGroup
            role="group"
            aria-label={t('avatar.group.label')}
            max={GROUP_MAX}
            sx={{ justifyContent: 'flex-end' }}
            slotProps={{
              surplus: {
                role: 'img',
                // MUI's default grey is too light for white text.
                sx: { bgcolor: 'grey.700', color: 'common.white' },
                'aria-label': t('avatar.group.more', {
                  count: MEMBERS.length - (GROUP_MAX - 1),
                }),
              },
            }}
          >
            {MEMBERS.map((member) => (
              <MemberAvatar key={member.id} name={nameOf(member.id)} color={member.color} />
            ))}
          </AvatarGroup>
        </Specimen>

        <Specimen title={t('avatar.status.title')} caption={t('avatar.status.caption')}>
          <Stack direction="row" spacing={2}>
            {STATUSES.map((status) => (
              <Badge
                key={status.id}
                overlap="circular"
                variant="dot"
                color={status.color}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              >
                <MemberAvatar
                  name={nameOf(status.member)}
                  label={t(`avatar.status.${status.id}`, { name: nameOf(status.member) })}
                />
              </Badge>
            ))}
          </Stack>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
