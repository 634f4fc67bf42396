import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useAtomValue } from 'jotai';
import { currentToken } from '@/session/session';
import { tokenAtom } from '@/session/session-atoms';
import { prefetchWhenIdle } from '@/lib/prefetch-when-idle';
import type { AlertOptions, ConfirmOptions, Dialogs, OpenDialog } from './dialog-types';
import { DialogsContext } from './dialogs-context';

// MUI's Dialog (modal, focus trap, transitions) is not needed to show the first screen: it is
// fetched once the browser is idle after start-up, so the first alert still opens at once.
const loadMessageDialog = () => import('./message-dialog');
const MessageDialog = lazy(() =>
  loadMessageDialog().then((module) => ({ default: module.MessageDialog })),
);

/** A dialog and the control that had the keyboard focus when it was asked for. */
type Queued = OpenDialog & { opener: HTMLElement | null };

const inDialog = (element: Element) =>
  Boolean(element.closest('[role="dialog"], [role="alertdialog"]'));

/** Holds the queue of alerts and confirmations; the first is shown, the next waits for it to close. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Queued[]>([]);

  // A rejected token ends the session and goes to sign-in: the alerts of the calls it interrupted
  // would cover the sign-in form, so none is shown while signed out.
  const token = useAtomValue(tokenAtom);

  // The control an alert belongs to may have been disabled while its request was on its way, which
  // drops the focus to the page: remember the last control focused outside a dialog, to give the
  // focus back to it when the alert closes.
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // The sign-in screen shows its errors inline; a signed-in screen may raise an alert any time.
    if (token) prefetchWhenIdle(loadMessageDialog);
  }, [token]);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !inDialog(event.target)) {
        lastFocused.current = event.target;
      }
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  const openerNow = () => {
    const active = document.activeElement;
    return active instanceof HTMLElement && active !== document.body && !inDialog(active)
      ? active
      : lastFocused.current;
  };

  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: (options: AlertOptions) => {
        if (!currentToken()) return Promise.resolve();
        const opener = openerNow();
        return new Promise<void>((resolve) =>
          setQueue((open) => [...open, { type: 'alert', options, resolve, opener }]),
        );
      },
      confirm: (options: ConfirmOptions) => {
        if (!currentToken()) return Promise.resolve(false);
        const opener = openerNow();
        return new Promise<boolean>((resolve) =>
          setQueue((open) => [...open, { type: 'confirm', options, resolve, opener }]),
        );
      },
    }),
    [],
  );

  const current = queue[0];
  const close = useCallback(
    (confirmed: boolean) => {
      if (!current) return;
      setQueue((open) => open.slice(1));
      // After the dialog has gone: where its own focus return found nothing to focus, focus the opener.
      setTimeout(() => {
        const { opener } = current;
        if (document.activeElement === document.body && opener?.isConnected) opener.focus();
      });
      if (current.type === 'confirm') current.resolve(confirmed);
      else current.resolve();
    },
    [current],
  );

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {current && token && (
        <Suspense fallback={null}>
          <MessageDialog
            key={queue.length + current.options.title}
            dialog={current}
            onClose={close}
          />
        </Suspense>
      )}
    </DialogsContext.Provider>
  );
}
