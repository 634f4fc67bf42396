import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { AlertOptions, ConfirmOptions, Dialogs, OpenDialog } from './dialog-types';
import { DialogsContext } from './dialogs-context';
import { MessageDialog } from './message-dialog';

/** Holds the queue of alerts and confirmations; the first is shown, the next waits for it to close. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<OpenDialog[]>([]);

  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: (options: AlertOptions) =>
        new Promise<void>((resolve) =>
          setQueue((open) => [...open, { type: 'alert', options, resolve }]),
        ),
      confirm: (options: ConfirmOptions) =>
        new Promise<boolean>((resolve) =>
          setQueue((open) => [...open, { type: 'confirm', options, resolve }]),
        ),
    }),
    [],
  );

  const current = queue[0];
  const close = useCallback(
    (confirmed: boolean) => {
      if (!current) return;
      setQueue((open) => open.slice(1));
      if (current.type === 'confirm') current.resolve(confirmed);
      else current.resolve();
    },
    [current],
  );

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {current && (
        <MessageDialog
          key={queue.length + current.options.title}
          dialog={current}
          onClose={close}
        />
      )}
    </DialogsContext.Provider>
  );
}
