import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Divider,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import PersonIcon from '@mui/icons-material/Person';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@/api/api-error';
import { useDateFormat } from '@/i18n/dates';
import { loadNamespaces } from '@/i18n/i18n';
import { hasKeptDraft } from '@/session/kept-drafts';
import { prefetchWhenIdle } from '@/lib/prefetch-when-idle';
import type { Member } from '@/api/members';
import { useMayCall } from '@/api/roles';

// The date picker and phone input come with the dialog, not with the profile: their code and the
// dialog's texts are fetched once the member is on screen and the browser is idle (or sooner, when
// the admin points at or focuses the edit button), so the first opening does not wait for them.
const loadEditProfileDialog = async () => {
  const [module, { dayjsLocaleOfUiLanguage }] = await Promise.all([
    import('./edit-profile/edit-profile-dialog'),
    import('@/i18n/dayjs-locale'),
    loadNamespaces(['memberEdit']),
  ]);
  // The date picker's locale too, so the first opening has nothing left to wait for.
  await dayjsLocaleOfUiLanguage();
  return { default: module.EditProfileDialog };
};
const EditProfileDialog = lazy(loadEditProfileDialog);

type Field = { label: string; value: (member: Member) => string | undefined };

/** The member's photo, name and details; 'Loading...' while loading, 'N/A' for what is missing. */
export function ProfilePanel({ query }: { query: UseQueryResult<Member, unknown> }) {
  const { t } = useTranslation('members');
  const format = useDateFormat();
  // Reopens by itself when the admin comes back to finish an edit their expired session cut short.
  const [editing, setEditing] = useState(() => hasKeptDraft('memberProfile'));
  const member = query.data;
  const memberShown = member !== undefined;
  // Only a role the contract lets edit a profile sees Edit (not the front desk, not the auditor).
  const mayEdit = useMayCall('updateMemberProfile');
  useEffect(() => {
    if (memberShown) prefetchWhenIdle(loadEditProfileDialog);
  }, [memberShown]);

  const fields: Field[] = [
    { label: t('panel.email'), value: (m) => m.email },
    // Birthdays are calendar days: shown as stored, whatever the time zone.
    { label: t('panel.dob'), value: (m) => m.dateOfBirth && format.date(m.dateOfBirth) },
    { label: t('panel.gender'), value: (m) => (m.gender ? t(`gender.${m.gender}`) : undefined) },
    { label: t('panel.phone'), value: (m) => m.phoneNumber },
    { label: t('panel.whatsApp'), value: (m) => m.whatsAppNumber },
    { label: t('panel.memberId'), value: (m) => m.memberId },
    { label: t('panel.points'), value: (m) => format.number(m.points) },
    { label: t('panel.referralCode'), value: (m) => m.referralCode },
    { label: t('panel.membership'), value: (m) => m.membership },
  ];
  const shown = (field: Field) => {
    if (!member) return t('loadingValue');
    const value = field.value(member);
    return value === undefined || value === '' ? t('notAvailable') : value;
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('panel.label')}
      sx={{ p: 3, position: 'relative' }}
    >
      {mayEdit && (
        <Tooltip title={t('panel.edit')}>
          <span style={{ position: 'absolute', insetInlineEnd: 16, top: 16 }}>
            <IconButton
              aria-label={t('panel.edit')}
              // In a transition: the press paints at once, and the dialog's fields (the form, two
              // phone inputs, the date picker) mount without holding the page.
              onClick={() => startTransition(() => setEditing(true))}
              onPointerEnter={() => void loadEditProfileDialog()}
              onFocus={() => void loadEditProfileDialog()}
              disabled={!member}
              sx={{
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '&:hover': { bgcolor: 'primary.dark' },
              }}
            >
              <EditIcon />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Stack spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        {/* The photo beside the member's details waits for the screen's code and data. */}
        <Avatar
          src={member?.profilePhoto}
          alt=""
          slotProps={{ img: { fetchPriority: 'low' } }}
          sx={{ width: 96, height: 96 }}
        >
          <PersonIcon sx={{ fontSize: 56 }} />
        </Avatar>
        <Typography
          variant="h2"
          component="p"
          sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}
        >
          {member ? member.fullName || t('notAvailable') : t('loadingValue')}
        </Typography>
      </Stack>
      {query.isError && !member ? (
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography color="error" role="alert">
            {t('panel.failed')}
            {serverErrorText(query.error, '') && (
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {serverErrorText(query.error, '')}
              </Typography>
            )}
          </Typography>
          <Button variant="outlined" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : (
        <>
          <Divider sx={{ mb: 1 }} />
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
          >
            {fields.map((field) => (
              <Box key={field.label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary" variant="body2">
                  {field.label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: 600 }}
                >
                  {shown(field)}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
      {editing && member && (
        <Suspense fallback={null}>
          <EditProfileDialog member={member} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
