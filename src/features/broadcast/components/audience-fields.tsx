import { Alert, ListSubheader, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSavedViews } from '@/api/saved-views';
import { TIERS } from '@/lib/membership-tiers';
import {
  ALL,
  CHANNELS,
  leftOutOf,
  leftOutReasons,
  tierChoice,
  viewChoice,
  type AudienceChoice,
  type BroadcastReach,
  type MarketingChannel,
} from '../rules/audience';

type AudienceFieldsProps = {
  choice: AudienceChoice;
  channel: MarketingChannel;
  onChoice: (choice: AudienceChoice) => void;
  onChannel: (channel: MarketingChannel) => void;
  disabled: boolean;
};

/** Who the message is for (all members, a saved members view, a tier) and by which channel. */
export function AudienceFields({
  choice,
  channel,
  onChoice,
  onChannel,
  disabled,
}: AudienceFieldsProps) {
  const { t } = useTranslation(['broadcast', 'privacy']);
  const views = useSavedViews('members').data?.views ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
      <TextField
        select
        label={t('audience.label')}
        value={choice}
        onChange={(event) => onChoice(event.target.value as AudienceChoice)}
        disabled={disabled}
        fullWidth
        size="small"
      >
        <MenuItem value={ALL}>{t('audience.all')}</MenuItem>
        {views.length > 0 && <ListSubheader>{t('audience.views')}</ListSubheader>}
        {views.map((view) => (
          <MenuItem key={view._id} value={viewChoice(view._id)}>
            {view.name}
          </MenuItem>
        ))}
        <ListSubheader>{t('audience.tiers')}</ListSubheader>
        {TIERS.map((tier) => (
          <MenuItem key={tier} value={tierChoice(tier)}>
            {t('audience.tier', { tier })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('audience.channel')}
        value={channel}
        onChange={(event) => onChannel(event.target.value as MarketingChannel)}
        disabled={disabled}
        fullWidth
        size="small"
      >
        {CHANNELS.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`privacy:channel.${c}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/**
 * How many members the message will reach and how many are left out, and why; at 0 it says no one
 * can be reached (the dialog then refuses to send). Read out as it changes.
 */
export function ReachSummary({
  reach,
  channel,
  failed,
}: {
  reach: BroadcastReach | undefined;
  channel: MarketingChannel;
  failed: boolean;
}) {
  const { t } = useTranslation(['broadcast', 'privacy']);
  const channelName = t(`privacy:channel.${channel}`);
  const reasons = reach
    ? leftOutReasons(reach).map(({ reason, count }) => (
        <li key={reason}>
          {t(reason === 'noContact' ? `reach.noContact.${channel}` : `reach.${reason}`, {
            n: count,
            channel: channelName,
          })}
        </li>
      ))
    : [];
  return (
    <Stack role="status" aria-live="polite" spacing={1} sx={{ mt: 2 }}>
      {!reach ? (
        failed ? (
          <Alert severity="warning">{t('reach.failed')}</Alert>
        ) : (
          <Typography variant="body2">{t('reach.counting')}</Typography>
        )
      ) : (
        <>
          {reach.reached === 0 && <Alert severity="error">{t('reach.nobody')}</Alert>}
          <Typography variant="body2">
            {t('reach.summary', { reached: reach.reached, leftOut: leftOutOf(reach) })}
          </Typography>
          {reasons.length > 0 && (
            <Typography variant="body2" component="ul" sx={{ m: 0, ps: 3 }}>
              {reasons}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
