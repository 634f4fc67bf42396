import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useStaffList, type StaffMember } from '@/api/staff';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { LoadError } from '@/components/load-error';
import { ExportButton } from '@/components/list/export-button';
import { useExport } from '@/components/list/use-export';
import { ListSearchField } from '@/components/list/list-search-field';
import { useListState } from '@/components/list/use-list-state';
import { PageFrame } from '@/components/page-frame';
import { useDateFormat } from '@/i18n/dates';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { draftSubjectId, keptForm } from '@/session/kept-drafts';
import { sessionUserAtom } from '@/session/session-atoms';
import { staffList } from '../rules/list-params';
import { StaffGrid, type StaffAction } from './staff-grid';

const loadForms = () => import('./staff-form-dialog');
const StaffFormDialog = lazy(() => loadForms().then((m) => ({ default: m.StaffFormDialog })));
const RoleDialog = lazy(() => loadForms().then((m) => ({ default: m.RoleDialog })));
const NO_STAFF: readonly StaffMember[] = [];

/** A role change cut short by an expired session reopens for the same account. */
function keptRoleChange(): StaffMember | undefined {
  const about = keptForm('staffRole')?.about;
  return draftSubjectId(about) ? (about as StaffMember) : undefined;
}

/**
 * The staff accounts (administrators): searched, paged and sorted on the server; add one (its
 * temporary password shown once), change a role, deactivate or reactivate. The signed-in account's
 * own row offers neither.
 */
export function StaffScreen() {
  const { t } = useTranslation('staff');
  const dialogs = useDialogs();
  const oneAtATime = useOneAtATime();
  const me = useAtomValue(sessionUserAtom);
  const state = useListState(staffList);
  const staff = useStaffList(staffList.queryOf(state.list));
  // A form cut short by an expired session reopens; it restores what was typed.
  const [adding, setAdding] = useState(() => keptForm('staff') !== undefined);
  const [roleOf, setRoleOf] = useState<StaffMember | undefined>(keptRoleChange);
  const format = useDateFormat();
  const exporter = useExport({
    title: t('export.failedTitle'),
    text: (error) => errorText(error, t, 'export.failed'),
  });
  // The whole searched list, every page, as a CSV file.
  const download = () =>
    exporter.run(async () =>
      (await import('./export-file')).exportStaff(staffList.allPagesQueryOf(state.list), t, format),
    );

  const act = useCallback(
    (action: StaffAction, member: StaffMember) => {
      if (action === 'role') setRoleOf(member);
      else
        void oneAtATime(async () => {
          const { setStaffActive } = await import('./staff-status');
          await setStaffActive({ staff: member, dialogs, t }, action === 'reactivate');
        });
    },
    [oneAtATime, dialogs, t],
  );

  const added = (member: StaffMember, temporaryPassword: string) => {
    setAdding(false);
    void dialogs.alert({
      kind: 'success',
      title: t('added.title'),
      text: t('added.text', { name: member.fullName, password: temporaryPassword }),
    });
  };

  const failed = staff.isError && !staff.data && !staff.isFetching;

  return (
    <PageFrame
      screen="staff"
      actions={
        <>
          <ExportButton exporting={exporter.exporting} onExport={() => void download()}>
            {t('export.button')}
          </ExportButton>
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onPointerEnter={() => void loadForms()}
            onFocus={() => void loadForms()}
            onClick={() => setAdding(true)}
          >
            {t('addButton')}
          </Button>
        </>
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <ListSearchField
            searched={state.list.search}
            onSearch={state.search}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
          />
          {failed ? (
            <LoadError
              text={errorText(staff.error, t, 'error.failed')}
              onRetry={() => void staff.refetch()}
            />
          ) : (
            <StaffGrid
              rows={staff.data?.staff ?? NO_STAFF}
              total={staff.data?.total ?? 0}
              state={state}
              loading={staff.isFetching}
              meId={me?._id}
              onAction={act}
            />
          )}
        </Stack>
      </Paper>
      {adding && (
        <Suspense fallback={null}>
          <StaffFormDialog onClose={() => setAdding(false)} onSaved={added} />
        </Suspense>
      )}
      {roleOf && (
        <Suspense fallback={null}>
          <RoleDialog
            staff={roleOf}
            onClose={() => setRoleOf(undefined)}
            onSaved={(member) => {
              setRoleOf(undefined);
              void dialogs.alert({
                kind: 'success',
                title: t('roleForm.successTitle'),
                text: t('roleForm.success', {
                  name: member.fullName,
                  role: t(`common:roles.${member.role}`),
                }),
                timerMs: 2000,
              });
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
