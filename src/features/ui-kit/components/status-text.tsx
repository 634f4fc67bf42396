import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** The outcome of a specimen's interaction, announced politely to screen readers. */
export function StatusText({ children }: { children: ReactNode }) {
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      {children}
    </Typography>
  );
}
