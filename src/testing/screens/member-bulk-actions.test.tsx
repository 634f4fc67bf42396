// Bulk actions on members: ticking the page, then "Select all N matching" (sent as the list's
// filters and the rows unticked afterwards, never as every id), the dry run shown before anything
// changes, the job started; the jobs in the app bar with their progress, result and Reverse; and
// a role that may not start one sees no tick boxes.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openScreen } from '../screen';
import { answer, watch } from '../network';

const grid = () => page.getByRole('grid', { name: 'Members' });
const bulkDialog = () => page.getByRole('dialog', { name: /^Join a mission: / });
const jobsButton = () => page.getByRole('button', { name: /^Bulk jobs/ });

const JOB = {
  _id: '760000000000000000000001',
  action: { type: 'joinMission', missionId: '65a1c0d2e3f4a5b6c7d8e912' },
  label: 'Winter check-up',
  total: 1243,
  createdBy: { _id: '6650a1b2c3d4e5f6a7b8c9d0', fullName: 'Amelia Clarke' },
};
const runningJob = {
  ...JOB,
  status: 'running',
  done: 600,
  changed: 580,
  skipped: [{ reason: 'alreadyJoined', count: 20 }],
  createdAt: new Date().toISOString(),
};
const doneJob = {
  ...runningJob,
  status: 'done',
  done: 1243,
  changed: 1198,
  skipped: [{ reason: 'alreadyJoined', count: 45 }],
  finishedAt: new Date().toISOString(),
};

afterEach(() => vi.restoreAllMocks());

describe('bulk actions on the members list', () => {
  test('select all matching, see the dry run, start the job', async () => {
    const previews = watch('previewMemberBulkAction');
    const starts = watch('startMemberBulkJob');
    await openScreen('/apps/users?membership=Gold');
    await expect.element(grid().getByRole('row').nth(1)).toBeVisible();
    await userEvent.click(grid().getByRole('checkbox', { name: 'Select all rows' }));
    const tickAll = page.getByRole('button', { name: /^Select all [\d,]+ matching$/ });
    await expect.element(tickAll).toBeVisible();
    await userEvent.click(tickAll);
    await expect.element(page.getByText(/^All matching members are ticked: /)).toBeVisible();
    // One row unticked afterwards is left out.
    const rows = grid().getByRole('checkbox', { name: 'Unselect row' });
    await userEvent.click(rows.first());

    await userEvent.click(page.getByRole('button', { name: 'Bulk actions', exact: true }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Join a mission…' }));
    await expect.element(bulkDialog()).toBeVisible();
    await expect
      .element(bulkDialog())
      .toHaveTextContent('Choose the mission to see what will happen.');
    const start = bulkDialog().getByRole('button', { name: 'Start' });
    await expect.element(start).toBeDisabled();
    await userEvent.click(bulkDialog().getByRole('combobox', { name: 'Mission' }));
    await userEvent.click(page.getByRole('option', { name: 'Refer a Friend Points' }));
    // The contract's example dry run: 1,243 members, 45 already joined.
    await expect.element(bulkDialog()).toHaveTextContent('1,243 members: 1,198 will be joined');
    await expect.element(bulkDialog()).toHaveTextContent('45 already joined');
    await expect.element(bulkDialog()).toHaveTextContent('Nothing has changed yet');
    const sent = JSON.parse(previews.at(-1)!.body) as {
      selection: { filters: Record<string, string>; exclude: string[]; ids?: string[] };
    };
    expect(sent.selection.filters).toEqual({ membership: 'Gold' });
    expect(sent.selection.exclude).toHaveLength(1);
    expect(sent.selection.ids).toBeUndefined();

    await userEvent.click(start);
    await expect.element(bulkDialog()).not.toBeInTheDocument();
    expect(JSON.parse(starts[0]!.body)).toEqual(JSON.parse(previews.at(-1)!.body));
    expect(starts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    // The selection is cleared once the job has started.
    await expect
      .element(page.getByText(/^All matching members are ticked/))
      .not.toBeInTheDocument();
  });

  test('a role that may not start one sees no tick boxes', async () => {
    await openScreen('/apps/users', { role: 'front-desk' });
    await expect.element(grid().getByRole('row').nth(1)).toBeVisible();
    expect(grid().getByRole('checkbox').elements()).toHaveLength(0);
  });
});

describe('the bulk jobs in the app bar', () => {
  test("are hidden while there is none, and show a running job's progress", async () => {
    await openScreen('/apps/users');
    await expect.element(grid().getByRole('row').nth(1)).toBeVisible();
    expect(page.getByRole('button', { name: /^Bulk jobs running/ }).elements()).toHaveLength(0);

    answer('listMemberBulkJobs', { jobs: [runningJob] });
    await openScreen('/apps/missions');
    await userEvent.click(page.getByRole('button', { name: 'Bulk jobs running: 1' }));
    const panel = page.getByRole('dialog', { name: 'Bulk jobs' });
    await expect.element(panel).toHaveTextContent('Join to Winter check-up');
    await expect.element(panel).toHaveTextContent('600 of 1,243 members handled');
    await expect
      .element(panel.getByRole('progressbar', { name: 'Progress of Winter check-up' }))
      .toHaveAttribute('aria-valuenow', '48');
    expect(panel.getByRole('button', { name: 'Reverse' }).elements()).toHaveLength(0);
  });

  test("show a finished job's result, and reverse it with a reason", async () => {
    let jobs: unknown[] = [doneJob];
    answer('listMemberBulkJobs', () => ({ jobs }));
    const reversals = watch('reverseMemberBulkJob');
    await openScreen('/apps/missions');
    await userEvent.click(jobsButton());
    const panel = page.getByRole('dialog', { name: 'Bulk jobs' });
    await expect.element(panel).toHaveTextContent('Done: 1,198 joined · 45 already joined');
    await userEvent.click(panel.getByRole('button', { name: 'Reverse' }));
    const ask = page.getByRole('dialog', { name: 'Reverse: Winter check-up' });
    await expect.element(ask).toHaveTextContent('those who have visited since stay');
    await userEvent.click(ask.getByRole('button', { name: 'Reverse' }));
    await expect.element(ask).toHaveTextContent('Give a reason.');
    expect(reversals).toHaveLength(0);
    await userEvent.type(ask.getByRole('textbox', { name: 'Reason' }), 'Wrong mission');
    jobs = [
      {
        ...doneJob,
        reversal: {
          at: new Date().toISOString(),
          by: JOB.createdBy,
          reason: 'Wrong mission',
          undone: 1198,
          kept: 0,
        },
      },
    ];
    await userEvent.click(ask.getByRole('button', { name: 'Reverse' }));
    await expect.element(ask).not.toBeInTheDocument();
    expect(JSON.parse(reversals[0]!.body)).toEqual({ reason: 'Wrong mission' });
    await expect
      .element(panel)
      .toHaveTextContent('Reversed by Amelia Clarke (Wrong mission): 1,198 undone, 0 kept');
  });
});
