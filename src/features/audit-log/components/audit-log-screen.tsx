import { useCallback, useEffect, useState } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '@/api/api-error';
import type { AuditEntry } from '@/api/queries/audit';
import { LoadError } from '@/components/load-error';
import { useExport } from '@/components/list/use-export';
import { PageFrame } from '@/components/page-frame';
import { useDateFormat } from '@/i18n/dates';
import { useAuditLogPage } from '../api/use-audit-log';
import {
  auditQueryOf,
  isFiltered,
  parseAuditList,
  withAuditList,
  withFilter,
  withGridPage,
  withPageInRange,
  type AuditListParams,
} from '../rules/list-params';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogGrid } from './audit-log-grid';
import { EntryDialog } from './entry-dialog';

const NO_ENTRIES: readonly AuditEntry[] = [];

/** The list's filters and page, kept in the address (a reload or a shared link shows the same). */
function useAuditList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = parseAuditList(searchParams);
  const updateList = useCallback(
    (update: (current: AuditListParams) => AuditListParams) =>
      setSearchParams((current) => withAuditList(current, update(parseAuditList(current))), {
        replace: true,
      }),
    [setSearchParams],
  );
  return [list, updateList] as const;
}

/** Every admin write, newest first: filtered and paged on the server, exported as CSV. */
export function AuditLogScreen() {
  const { t } = useTranslation('auditLog');
  const format = useDateFormat();
  const [list, updateList] = useAuditList();
  const page = useAuditLogPage(list);
  const [open, setOpen] = useState<AuditEntry>();
  const exporter = useExport({
    title: t('export.failedTitle'),
    text: (error) => errorText(error, t, 'export.failed'),
  });

  const total = page.isPlaceholderData ? undefined : page.data?.total;
  const outOfRange = total !== undefined && withPageInRange(list, total).page !== list.page;
  useEffect(() => {
    if (outOfRange && total !== undefined) updateList((current) => withPageInRange(current, total));
  }, [outOfRange, total, updateList]);

  const download = () =>
    exporter.run(async () =>
      (await import('./export-file')).exportAuditLog(auditQueryOf(list, false), t, format),
    );
  const failed = page.isError && !page.data && !page.isFetching;
  const failure = errorText(page.error, t, 'error.failed');

  return (
    <PageFrame
      title={t('title')}
      breadcrumbs={[{ label: t('crumb'), to: '/' }, { label: t('title') }]}
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          loading={exporter.exporting}
          loadingPosition="start"
        >
          {t('export.button')}
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <AuditLogFilters
            list={list}
            actors={page.data?.actors ?? []}
            onFilter={(change) => updateList((current) => withFilter(current, change))}
          />
          {failed ? (
            <LoadError text={failure} onRetry={() => void page.refetch()} />
          ) : (
            <AuditLogGrid
              rows={page.data?.entries ?? NO_ENTRIES}
              total={page.data?.total ?? 0}
              list={list}
              loading={page.isFetching}
              filtered={isFiltered(list)}
              onPaginationChange={(model: GridPaginationModel) =>
                updateList((current) => withGridPage(current, model))
              }
              onOpen={setOpen}
            />
          )}
        </Stack>
      </Paper>
      {open && <EntryDialog entry={open} onClose={() => setOpen(undefined)} />}
    </PageFrame>
  );
}
