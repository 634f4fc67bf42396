export type DialogKind = 'success' | 'error' | 'warning' | 'info';

export type AlertOptions = {
  kind: DialogKind;
  title: string;
  text?: string;
  /** Closes by itself after this many milliseconds (the specification's success alerts: 2000). */
  timerMs?: number;
  /** The button's text; default 'OK'. */
  okText?: string;
};

export type ConfirmOptions = {
  kind?: DialogKind;
  title: string;
  text?: string;
  /** Default 'OK'. */
  confirmText?: string;
  /** Default 'Cancel'. */
  cancelText?: string;
};

export type OpenDialog =
  | { type: 'alert'; options: AlertOptions; resolve: () => void }
  | { type: 'confirm'; options: ConfirmOptions; resolve: (confirmed: boolean) => void };

export type Dialogs = {
  alert: (options: AlertOptions) => Promise<void>;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
};
