import { useState } from 'react';
import { Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { type AuditEntry, useAuditLogPage } from '@/api/audit';
import { LoadError } from '@/components/load-error';
import { ExportButton } from '@/components/list/export-button';
import { useExport } from '@/components/list/use-export';
import { useListState } from '@/components/list/use-list-state';
import { useListSavedViews } from '@/api/saved-views';
import { SavedViews } from '@/components/list/saved-views/saved-views';
import { PageFrame } from '@/components/page-frame';
import { useDateFormat } from '@/i18n/dates';
import { auditList } from '../rules/list-params';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogGrid } from './audit-log-grid';
import { EntryDialog } from './entry-dialog';

const NO_ENTRIES: readonly AuditEntry[] = [];

/** Every admin write, newest first: filtered and paged on the server, exported as CSV. */
export function AuditLogScreen() {
  const { t } = useTranslation('auditLog');
  const format = useDateFormat();
  const state = useListState(auditList);
  const { list } = state;
  const page = useAuditLogPage(auditList.queryOf(list));
  const views = useListSavedViews('auditLog');
  const [open, setOpen] = useState<AuditEntry>();
  const exporter = useExport({
    title: t('export.failedTitle'),
    text: (error) => errorText(error, t, 'export.failed'),
  });

  const download = () =>
    exporter.run(async () =>
      (await import('./export-file')).exportAuditLog(auditList.allPagesQueryOf(list), t, format),
    );
  const failed = page.isError && !page.data && !page.isFetching;
  const failure = errorText(page.error, t, 'error.failed');

  return (
    <PageFrame
      screen="auditLog"
      actions={
        <ExportButton exporting={exporter.exporting} onExport={() => void download()}>
          {t('export.button')}
        </ExportButton>
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <AuditLogFilters list={list} actors={page.data?.actors ?? []} onFilter={state.filter} />
          <SavedViews store={views} definition={auditList} list={list} />
          {failed ? (
            <LoadError text={failure} onRetry={() => void page.refetch()} />
          ) : (
            <AuditLogGrid
              rows={page.data?.entries ?? NO_ENTRIES}
              total={page.data?.total ?? 0}
              state={state}
              loading={page.isFetching}
              onOpen={setOpen}
            />
          )}
        </Stack>
      </Paper>
      {open && <EntryDialog entry={open} onClose={() => setOpen(undefined)} />}
    </PageFrame>
  );
}
