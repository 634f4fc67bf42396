import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { decideApproval, useApprovalsList, type ApprovalRequest } from '@/api/approvals';
import { runAndReport } from '@/components/dialogs/confirm-then-run';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { LoadError } from '@/components/load-error';
import { useListState } from '@/components/list/use-list-state';
import { PageFrame } from '@/components/page-frame';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { draftSubjectId, keptForm } from '@/session/kept-drafts';
import { STATUSES, approvalList, statusOf } from '../rules/list-params';
import { ApprovalLimit } from './approval-limit';
import { useRequestText } from './approval-text';
import { ApprovalsGrid, type ApprovalAction } from './approvals-grid';

const loadReject = () => import('./reject-dialog');
const RejectDialog = lazy(() => loadReject().then((m) => ({ default: m.RejectDialog })));
const NO_REQUESTS: readonly ApprovalRequest[] = [];

/** A rejection cut short by an expired session reopens for the same request. */
function keptRejection(): ApprovalRequest | undefined {
  const about = keptForm('approvalRejection')?.about;
  return draftSubjectId(about) ? (about as ApprovalRequest) : undefined;
}

/**
 * The front desk's adjustments above the limit (programme managers and administrators): pending,
 * approved or rejected, paged on the server, the status and page in the address. Approve moves the
 * member's points; Reject asks why. A request decided meanwhile says so and the list is read again.
 * Below, the limit itself (administrators change it).
 */
export function ApprovalsScreen() {
  const { t } = useTranslation('approvals');
  const dialogs = useDialogs();
  const oneAtATime = useOneAtATime();
  const state = useListState(approvalList);
  const requests = useApprovalsList(approvalList.queryOf(state.list));
  const [busyId, setBusyId] = useState<string>();
  const [rejecting, setRejecting] = useState<ApprovalRequest | undefined>(keptRejection);
  const { about } = useRequestText();
  // A request decided leaves the pending list with its buttons, and the focus the alert gives back
  // falls to the page: it goes to the status picker instead (MUI's Select gives its `inputRef` a
  // `focus()` that focuses the picker itself). After the dialogs' own return (a timeout queued
  // before this one).
  const statusPicker = useRef<{ focus: () => void }>(null);
  const keepFocus = useCallback(
    () =>
      setTimeout(() => {
        if (document.activeElement === document.body) statusPicker.current?.focus();
      }),
    [],
  );

  const approve = useCallback(
    (request: ApprovalRequest) =>
      oneAtATime(async () => {
        setBusyId(request._id);
        try {
          const approved = await runAndReport(dialogs, {
            run: () => decideApproval(request._id, { decision: 'approved' }),
            failed: {
              title: t('approve.failedTitle'),
              text: (error) => errorText(error, t, 'approve.failed'),
            },
            done: () =>
              dialogs.alert({
                kind: 'success',
                title: t('approve.doneTitle'),
                text: t('approve.done', about(request)),
                timerMs: 2000,
              }),
          });
          if (approved) keepFocus();
        } finally {
          setBusyId(undefined);
        }
      }),
    [oneAtATime, dialogs, t, about, keepFocus],
  );

  const act = useCallback(
    (action: ApprovalAction, request: ApprovalRequest) =>
      action === 'approve' ? void approve(request) : setRejecting(request),
    [approve],
  );

  const failed = requests.isError && !requests.data && !requests.isFetching;

  return (
    <PageFrame screen="approvals">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <TextField
              select
              inputRef={statusPicker}
              label={t('filter.status')}
              value={statusOf(state.list)}
              onChange={(event) => {
                const status = STATUSES.find((value) => value === event.target.value);
                state.filter({ status: status === 'pending' ? undefined : status });
              }}
              sx={{ minWidth: 200, alignSelf: 'flex-start' }}
            >
              {STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`status.${status}`)}
                </MenuItem>
              ))}
            </TextField>
            {failed ? (
              <LoadError
                text={errorText(requests.error, t, 'error.failed')}
                onRetry={() => void requests.refetch()}
              />
            ) : (
              <ApprovalsGrid
                rows={requests.data?.approvals ?? NO_REQUESTS}
                total={requests.data?.total ?? 0}
                state={state}
                loading={requests.isFetching}
                busyId={busyId}
                onAction={act}
              />
            )}
          </Stack>
        </Paper>
        <ApprovalLimit />
      </Stack>
      {rejecting && (
        <Suspense fallback={null}>
          <RejectDialog
            request={rejecting}
            points={about(rejecting).points}
            onClose={() => setRejecting(undefined)}
            onRejected={(request) => {
              setRejecting(undefined);
              void dialogs
                .alert({
                  kind: 'success',
                  title: t('reject.doneTitle'),
                  text: t('reject.done', about(request)),
                  timerMs: 2000,
                })
                .then(keepFocus);
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
