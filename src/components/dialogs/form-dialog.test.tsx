import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/session/session';
import type { Dialogs } from './dialog-types';
import { DialogsContext } from './dialogs-context';
import { FormDialog } from './form-dialog';
import { useFormDialog } from './use-form-dialog';

const PATH = '/apps/rewards';

function RewardDialog({
  about,
  onSave,
  onClose,
}: {
  about?: string;
  onSave: () => Promise<void>;
  onClose: () => void;
}) {
  const dialog = useFormDialog({
    defaultValues: { name: '' },
    draft: 'reward',
    about,
    discard: { title: 'Discard changes?', confirmText: 'Discard', cancelText: 'Keep editing' },
    failure: { title: 'Not saved', text: (error) => `Failed: ${(error as Error).message}` },
    onClose,
  });
  return (
    <FormDialog
      dialog={dialog}
      title="Edit reward"
      maxWidth="sm"
      onSubmit={dialog.submit(onSave)}
      cancelText="Cancel"
      submit={<button type="submit">Save</button>}
    >
      <label>
        Name
        <input {...dialog.form.register('name')} />
      </label>
    </FormDialog>
  );
}

function renderDialog(props: Partial<Parameters<typeof RewardDialog>[0]> = {}) {
  const dialogs = { alert: vi.fn(async () => undefined), confirm: vi.fn(async () => false) };
  const onClose = vi.fn();
  render(
    <DialogsContext.Provider value={dialogs satisfies Dialogs}>
      <RewardDialog onSave={async () => undefined} onClose={onClose} {...props} />
    </DialogsContext.Provider>,
  );
  return { dialogs, onClose, name: () => screen.getByRole('textbox', { name: 'Name' }) };
}

/** The draft an expired session kept of the reward form on this screen, for this admin. */
function keep(about: string | undefined, name: string) {
  const value = { form: { name }, ...(about ? { about } : {}) };
  sessionStorage.setItem(
    'keptDrafts',
    JSON.stringify([{ owner: 'a1', path: PATH, form: 'reward', value }]),
  );
}

describe('FormDialog', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', PATH);
    startSession('token-1', {
      _id: 'a1',
      fullName: 'Amelia Clarke',
      email: 'a@example.org',
      role: 'administrator',
    });
  });
  afterEach(() => sessionStorage.clear());

  it('reopens with the draft an expired session kept for the same record', () => {
    keep('r1', 'Spa day (kept)');
    const same = renderDialog({ about: 'r1' });
    expect(same.name()).toHaveValue('Spa day (kept)');
  });

  it('starts from its own values when the kept draft was about another record', () => {
    keep('r1', 'Spa day (kept)');
    const other = renderDialog({ about: 'r2' });
    expect(other.name()).toHaveValue('');
  });

  it('says why a save failed, in the failure alert, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSave = () => Promise.reject(new Error('offline'));
    const { dialogs, onClose, name } = renderDialog({ onSave });
    await user.type(name(), 'Free coffee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(dialogs.alert).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Not saved',
      text: 'Failed: offline',
    });
    expect(name()).toHaveValue('Free coffee');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before discarding changes, and closes at once without any', async () => {
    const user = userEvent.setup();
    const { dialogs, onClose, name } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialogs.confirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(name(), 'Free coffee');
    await user.keyboard('{Escape}');
    expect(dialogs.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Discard changes?' }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(name()).toHaveValue('Free coffee');
  });
});
