import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

type EmptyStateProps = { icon?: ReactNode; title: string; text?: string; action?: ReactNode };

/** What a screen or panel shows when it has nothing to show: says so plainly, offers the next step. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {icon}
        <Typography variant="h2">{title}</Typography>
        {text && (
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            {text}
          </Typography>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
