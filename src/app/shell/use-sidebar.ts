import { useCallback } from 'react';
import { useMediaQuery } from '@mui/material';
import { atom, useAtom } from 'jotai';
import { sidebarAtom } from '@/settings/settings-atoms';

/** Below this width the sidebar overlays the page and closes after each navigation (§2). */
export const NARROW_QUERY = '(max-width:1023.95px)';
export const SIDEBAR_WIDTH = 260;

/** On narrow screens the sidebar starts closed on every visit, whatever the wide-screen setting. */
const narrowSidebarOpenAtom = atom(false);

export function useSidebar() {
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const [stored, setStored] = useAtom(sidebarAtom);
  const [narrowOpen, setNarrowOpen] = useAtom(narrowSidebarOpenAtom);
  const open = narrow ? narrowOpen : stored === 'true';

  const setOpen = useCallback(
    (value: boolean) => (narrow ? setNarrowOpen(value) : setStored(value ? 'true' : 'false')),
    [narrow, setNarrowOpen, setStored],
  );
  const toggle = useCallback(() => setOpen(!open), [open, setOpen]);
  return { narrow, open, setOpen, toggle };
}
