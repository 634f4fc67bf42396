import { CircularProgress, Stack, Typography } from '@mui/material';

/** A spinner and what is on its way, centred in the room it is given (a list, a grid). */
export function LoadingState({ text, minHeight }: { text: string; minHeight?: number }) {
  return (
    <Stack
      spacing={1.5}
      role="status"
      sx={{ height: '100%', minHeight, alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden="true" />
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}
