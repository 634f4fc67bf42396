import type { TFunction } from 'i18next';
import { runAndReport } from '@/components/dialogs/confirm-then-run';
import type { Dialogs } from '@/components/dialogs/dialog-types';
import type { BulkDefinition, BulkResult } from './use-bulk-actions';

type RunBulk = {
  dialogs: Dialogs;
  /** The `bulk` namespace's strings. */
  t: TFunction;
  definition: BulkDefinition<string>;
  action: string;
  ids: readonly string[];
};

/** "8 ended, 2 skipped", then each skipped row with its reason, one a line. */
export function bulkSummary(result: BulkResult, t: TFunction): string {
  // The skipped count's text starts with the language's separator: "8 ended, 2 skipped".
  const counts = [t(`done.${result.action}`, { count: result.done })];
  if (result.skipped > 0) counts.push(t('skipped', { count: result.skipped }));
  const skipped = result.results
    .filter((row) => row.status === 'skipped')
    .map((row) => `• ${row.name ?? row.id}: ${row.reason ?? ''}`);
  return [counts.join(''), ...(skipped.length ? ['', t('notDone'), ...skipped] : [])].join('\n');
}

/**
 * One bulk action: the question naming how many rows, the call, then what was done and what was
 * skipped and why (or why nothing was done). True once the server has answered with the result.
 */
export async function runBulk({ dialogs, t, definition, action, ids }: RunBulk) {
  const { kind } = definition;
  const confirmed = await dialogs.confirm({
    kind: action === 'delete' ? 'warning' : 'info',
    title: t(`confirm.${kind}.${action}`, { count: ids.length }),
    text: t(`explain.${kind}.${action}`),
    confirmText: t(`actions.${action}`),
    cancelText: t('cancel'),
  });
  if (!confirmed) return false;
  let result: BulkResult | undefined;
  await runAndReport(dialogs, {
    run: async () => {
      result = await definition.run(action, ids);
    },
    failed: { title: t('failedTitle'), text: (error) => definition.errorText(error, t, 'failed') },
  });
  if (!result) return false;
  await dialogs.alert({
    kind: result.skipped > 0 ? 'warning' : 'success',
    title: t('resultTitle'),
    text: bulkSummary(result, t),
  });
  return true;
}
