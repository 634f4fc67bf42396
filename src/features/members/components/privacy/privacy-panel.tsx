import { Suspense, lazy, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visually-hidden';
import { useDateFormat } from '@/i18n/dates';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { consentsQuery, type MarketingConsent, type Member } from '@/api/members';
import { useMayCall } from '@/api/roles';
import { ListPanel, PendingListPanel } from '../list-panel';
import { ExportDataButton } from './export-data-button';

// The form comes when first opened: the profile shows without its code.
const ConsentDialog = lazy(async () => ({
  default: (await import('./consent-dialog')).ConsentDialog,
}));
const AnonymiseDialog = lazy(async () => ({
  default: (await import('./anonymise-dialog')).AnonymiseDialog,
}));

/**
 * The member's Privacy section: marketing consent per channel (given, withdrawn or never asked;
 * when, how and who recorded it), with a change recorded by staff with a reason. Consent to
 * process health data is not part of it, and the section says so.
 */
export function PrivacyPanel({ member }: { member: Member | undefined }) {
  const { t } = useTranslation('privacy');
  if (!member) return <PendingListPanel title={t('panel.title')} />;
  return <LoadedPrivacyPanel member={member} />;
}

function LoadedPrivacyPanel({ member }: { member: Member }) {
  const { t } = useTranslation('privacy');
  const format = useDateFormat();
  const anonymised = member.anonymisedAt;
  // An anonymised member has no consent left to record, and cannot be anonymised again.
  const mayChange = useMayCall('recordConsentChange') && !anonymised;
  const mayAnonymise = useMayCall('anonymiseMember') && !anonymised;
  const [anonymising, setAnonymising] = useState(false);
  const [changing, setChanging] = useState<MarketingConsent | null>(null);
  // What was just done here (a consent recorded, the data exported, the member anonymised).
  const [notice, setNotice] = useState<string | null>(null);
  const mayExport = useMayCall('exportMemberData');
  const consents = useQuery({
    ...consentsQuery(member._id),
    ...SENT_BY_THE_ROUTE,
    select: (d) => d.consents,
  });
  const rows = consents.data ?? [];
  const status = (c: MarketingConsent) => (c.granted ? 'given' : c.at ? 'withdrawn' : 'never');

  return (
    <ListPanel
      title={t('panel.title')}
      query={consents}
      isEmpty={rows.length === 0}
      emptyText=""
      action={
        (mayExport || mayAnonymise) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {mayExport && (
              <ExportDataButton
                member={member}
                onDone={(file) => setNotice(t('export.done', { file }))}
              />
            )}
            {mayAnonymise && (
              <Button variant="outlined" color="error" onClick={() => setAnonymising(true)}>
                {t('anonymise.button')}
              </Button>
            )}
          </Stack>
        )
      }
    >
      <Stack spacing={2}>
        {notice && (
          <Alert severity="success" role="status" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {anonymised && (
          <Alert severity="info">{t('anonymised', { date: format.dateTime(anonymised) })}</Alert>
        )}
        <Typography variant="h3" component="h3">
          {t('panel.consentTitle')}
        </Typography>
        {/* Positioned, so the last column's hidden heading scrolls with the table: otherwise it
            is placed beyond a phone's screen, outside the table's scroll, and the page scrolls
            sideways. */}
        <TableContainer sx={{ position: 'relative' }}>
          <Table size="small" aria-label={t('panel.consentTitle')}>
            <TableHead>
              <TableRow>
                {[t('table.channel'), t('table.consent'), t('table.when'), t('table.how')].map(
                  (header) => (
                    <TableCell key={header} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {header}
                    </TableCell>
                  ),
                )}
                {mayChange && (
                  <TableCell sx={{ fontWeight: 700 }}>
                    <Box component="span" sx={visuallyHidden}>
                      {t('table.change')}
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((consent) => (
                <TableRow key={consent.channel}>
                  <TableCell sx={{ fontWeight: 600 }}>{t(`channel.${consent.channel}`)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={consent.granted ? 'success' : 'default'}
                      label={t(`status.${status(consent)}`)}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {consent.at ? format.dateTime(consent.at) : '—'}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                    {consent.source ? t(`source.${consent.source}`) : '—'}
                    {consent.recordedBy && (
                      <Typography variant="body2" color="text.secondary">
                        {t('recordedBy', {
                          name: consent.recordedBy.fullName,
                          reason: consent.reason ?? '',
                        })}
                      </Typography>
                    )}
                  </TableCell>
                  {mayChange && (
                    <TableCell>
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => {
                          setNotice(null);
                          setChanging(consent);
                        }}
                        aria-label={t(consent.granted ? 'change.withdrawOf' : 'change.giveOf', {
                          channel: t(`channel.${consent.channel}`),
                        })}
                      >
                        {t(consent.granted ? 'change.withdraw' : 'change.give')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Typography variant="body2" color="text.secondary">
          {t('panel.healthNote')}
        </Typography>
      </Stack>
      {anonymising && (
        <Suspense fallback={null}>
          <AnonymiseDialog
            member={member}
            onClose={() => setAnonymising(false)}
            onDone={() => setNotice(t('anonymise.done'))}
          />
        </Suspense>
      )}
      {changing && (
        <Suspense fallback={null}>
          <ConsentDialog
            member={member}
            consent={changing}
            onClose={() => setChanging(null)}
            onDone={(changed) =>
              setNotice(t('saved', { channel: t(`channel.${changed.channel}`) }))
            }
          />
        </Suspense>
      )}
    </ListPanel>
  );
}
