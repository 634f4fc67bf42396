import { describe, expect, it, vi } from 'vitest';
import { confirmThenRun } from './confirm-then-run';

const ask = { kind: 'warning' as const, title: 'Delete reward?', confirmText: 'Delete' };
const failed = { title: 'Not deleted', text: (error: unknown) => `Because: ${String(error)}` };

function dialogsAnswering(confirmed: boolean) {
  return { alert: vi.fn(async () => undefined), confirm: vi.fn(async () => confirmed) };
}

describe('confirmThenRun', () => {
  it('runs nothing unless the admin confirms', async () => {
    const dialogs = dialogsAnswering(false);
    const run = vi.fn(async () => undefined);
    expect(await confirmThenRun(dialogs, { ask, run, failed })).toBe(false);
    expect(dialogs.confirm).toHaveBeenCalledWith(ask);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs a confirmed action and says it is done', async () => {
    const dialogs = dialogsAnswering(true);
    const done = vi.fn();
    expect(await confirmThenRun(dialogs, { ask, run: async () => 'ok', failed, done })).toBe(true);
    expect(done).toHaveBeenCalledTimes(1);
    expect(dialogs.alert).not.toHaveBeenCalled();
  });

  it('says why a confirmed action failed, in an error alert', async () => {
    const dialogs = dialogsAnswering(true);
    const done = vi.fn();
    const run = () => Promise.reject(new Error('offline'));
    expect(await confirmThenRun(dialogs, { ask, run, failed, done })).toBe(false);
    expect(dialogs.alert).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Not deleted',
      text: 'Because: Error: offline',
    });
    expect(done).not.toHaveBeenCalled();
  });

  it("leaves an answer the screen handles to the screen, and a screen's own report to it", async () => {
    const dialogs = dialogsAnswering(true);
    const run = () => Promise.reject(new Error('in use'));
    const handled = vi.fn(async () => true);
    await confirmThenRun(dialogs, { ask, run, failed, handled });
    expect(handled).toHaveBeenCalledTimes(1);
    expect(dialogs.alert).not.toHaveBeenCalled();

    const banner = vi.fn();
    await confirmThenRun(dialogs, { ask, run, failed: banner });
    expect(banner).toHaveBeenCalledWith(new Error('in use'));
    expect(dialogs.alert).not.toHaveBeenCalled();
  });
});
