import { Box } from '@mui/material';
import { Outlet } from 'react-router';

/** Screens without the dashboard chrome: sign-in, about, not found. */
export function BlankLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
