import type { TFunction } from 'i18next';
import type { ConfirmOptions } from './dialog-types';

/**
 * The question before a form dialog with changes closes, in the words of the screen's own
 * namespace (its `form.discardTitle`, `form.discardText`, `form.discard`, `form.keepEditing`).
 */
export const discardChanges = (t: TFunction): ConfirmOptions => ({
  kind: 'warning',
  title: t('form.discardTitle'),
  text: t('form.discardText'),
  confirmText: t('form.discard'),
  cancelText: t('form.keepEditing'),
});
