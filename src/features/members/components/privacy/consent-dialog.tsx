import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  useRecordConsent,
  type ConsentChange,
  type MarketingConsent,
  type Member,
} from '@/api/members';
import { failureText } from '../adjustments/adjustment-text';
import { ReverseDialog } from '../reverse-dialog';

type Props = {
  member: Member;
  /** The channel's consent as it stands: the dialog records the opposite. */
  consent: MarketingConsent;
  onClose: () => void;
  onDone: (changed: MarketingConsent) => void;
};

const SOURCES = [
  'in-person',
  'phone',
  'written',
  'email',
] as const satisfies readonly ConsentChange['source'][];

/**
 * Records that the member gives (or withdraws) marketing consent on one channel: how the member
 * told the clinic, and why it is recorded (required).
 */
export function ConsentDialog({ member, consent, onClose, onDone }: Props) {
  const { t } = useTranslation('privacy');
  const record = useRecordConsent(member._id);
  const [source, setSource] = useState<ConsentChange['source']>('in-person');
  const granted = !consent.granted;
  const channel = t(`channel.${consent.channel}`);
  const name = member.fullName || member.memberId || '';
  return (
    <ReverseDialog
      texts={{
        title: t(granted ? 'dialog.giveTitle' : 'dialog.withdrawTitle', { channel }),
        text: t(granted ? 'dialog.giveText' : 'dialog.withdrawText', { channel, name }),
        reason: t('dialog.reason'),
        reasonRequired: t('dialog.reasonRequired'),
        cancel: t('dialog.cancel'),
        confirm: t('dialog.confirm'),
        pending: t('dialog.saving'),
        failedTitle: t('dialog.failedTitle'),
      }}
      reverse={async (reason) => {
        const answer = await record.mutateAsync({
          channel: consent.channel,
          granted,
          source,
          reason,
        });
        return answer.consents.find((c) => c.channel === consent.channel) ?? consent;
      }}
      failureText={(error) => failureText(error, t('dialog.failed'))}
      onDone={onDone}
      onClose={onClose}
    >
      <TextField
        select
        label={t('dialog.how')}
        value={source}
        onChange={(event) => setSource(event.target.value as ConsentChange['source'])}
        fullWidth
        sx={{ mb: 2 }}
      >
        {SOURCES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`source.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </ReverseDialog>
  );
}
