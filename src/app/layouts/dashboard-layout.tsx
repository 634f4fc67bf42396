import { useEffect } from 'react';
import { Box } from '@mui/material';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation } from 'react-router';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { prefetchWhenIdle } from '@/lib/prefetch-when-idle';
import { animationAtom, layoutAtom } from '@/settings/settings-atoms';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import { routeAnimation } from '../shell/route-animation';
import { ScrollToTop } from '../shell/scroll-to-top';
import { Sidebar } from '../shell/sidebar';
import { SIDEBAR_WIDTH, useSidebar } from '../shell/use-sidebar';

/**
 * Sidebar, header, the screen, footer: the frame of every signed-in screen. Alerts and
 * confirmations belong to it too: only the screens inside it raise them.
 */
export default function DashboardLayout() {
  const { pathname } = useLocation();
  const { narrow, open, setOpen } = useSidebar();
  const boxed = useAtomValue(layoutAtom) === 'boxed-layout';
  const animation = useAtomValue(animationAtom);

  // The Users list is where a working day keeps coming back to: its code (and the DataGrid the
  // other lists share) is fetched once the first screen leaves the browser idle, so the list's
  // first visit of the day does not wait for it.
  useEffect(() => prefetchWhenIdle(() => import('../routes/users')), []);

  useEffect(() => {
    if (narrow) setOpen(false);
    // Only a navigation closes it: not the sidebar's own opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <DialogsProvider>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <Sidebar />
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            minHeight: '100vh',
            marginInlineStart: !narrow && open ? `${SIDEBAR_WIDTH}px` : 0,
            transition: (theme) =>
              theme.transitions.create('margin', { duration: theme.transitions.duration.shorter }),
          }}
        >
          <Header />
          <Box
            component="main"
            key={pathname}
            sx={{
              flexGrow: 1,
              p: { xs: 2, md: 3 },
              width: '100%',
              ...(boxed && { maxWidth: 1440, mx: 'auto' }),
              ...routeAnimation(animation),
            }}
          >
            <Outlet />
          </Box>
          <Footer />
        </Box>
        <ScrollToTop />
      </Box>
    </DialogsProvider>
  );
}
