import { createContext, useContext } from 'react';
import type { Dialogs } from './dialog-types';

export const DialogsContext = createContext<Dialogs | null>(null);

/** `await alert({...})` and `await confirm({...})`, shown one at a time above everything. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs needs a <DialogsProvider> above it.');
  return dialogs;
}
