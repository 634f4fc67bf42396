import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAnonymiseMember, type Member } from '@/api/members';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { failureText } from '../adjustments/adjustment-text';

const REMOVED = ['name', 'email', 'phones', 'photo', 'birth', 'other'] as const;
const KEPT = ['visits', 'redemptions', 'points', 'membership', 'audit'] as const;

/** What the administrator types to confirm: the member ID (or, without one, the id). */
export const confirmationOf = (member: Member) => member.memberId || member._id;

/** Whether the text typed is the member ID (spaces around it and letter case aside). */
export const confirms = (typed: string, member: Member) =>
  typed.trim().toLowerCase() === confirmationOf(member).toLowerCase();

type Props = { member: Member; onClose: () => void; onDone: () => void };

/**
 * 'Anonymise member': what is removed and what is kept, and the member ID typed to confirm; the
 * button stays disabled until it matches. Irreversible, so nothing else opens it.
 */
export function AnonymiseDialog({ member, onClose, onDone }: Props) {
  const { t } = useTranslation('privacy');
  const titleId = useId();
  const dialogs = useDialogs();
  const anonymise = useAnonymiseMember(member._id);
  const [typed, setTyped] = useState('');
  const memberId = confirmationOf(member);
  const matches = confirms(typed, member);
  const busy = anonymise.isPending;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches || busy) return;
    try {
      await anonymise.mutateAsync(typed.trim());
      onDone();
      onClose();
    } catch (error) {
      void dialogs.alert({
        kind: 'error',
        title: t('anonymise.failedTitle'),
        text: failureText(error, t('anonymise.failed')),
      });
    }
  };
  const close = () => !busy && onClose();
  const list = (heading: string, items: readonly string[], group: string) => (
    <Box>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item}>
            {t(`anonymise.${group}.${item}`)}
          </Typography>
        ))}
      </Box>
    </Box>
  );

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('anonymise.title', { memberId })}</DialogTitle>
        <DialogContent dividers>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('anonymise.warning')}
          </Alert>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' }, mb: 2 }}>
            {list(t('anonymise.removed'), REMOVED, 'removedItems')}
            {list(t('anonymise.kept'), KEPT, 'keptItems')}
          </Box>
          <TextField
            label={t('anonymise.confirmLabel', { memberId })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            fullWidth
            autoComplete="off"
            error={typed.trim() !== '' && !matches}
            helperText={typed.trim() !== '' && !matches ? t('anonymise.mismatch') : ' '}
            slotProps={{ htmlInput: { maxLength: 32, dir: 'ltr', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={busy}>
            {t('anonymise.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!matches || busy}
            aria-busy={busy}
          >
            {busy ? t('anonymise.working') : t('anonymise.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
