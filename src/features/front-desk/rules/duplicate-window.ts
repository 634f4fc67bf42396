import { settingAtom } from '@/settings/setting-atom';

/** The duplicate guard's window choices, in minutes ('0' turns the guard off). */
export const DUPLICATE_WINDOWS = ['0', '5', '10', '15', '30', '60'] as const;

/**
 * How recent a visit on the same member and mission must be for the desk to ask before recording
 * another (minutes). Kept in this browser, like the other UI settings; 10 by default.
 */
export const duplicateWindowAtom = settingAtom(
  'frontDesk.duplicateMinutes',
  DUPLICATE_WINDOWS,
  '10',
);
