import type { SxProps, Theme } from '@mui/material/styles';

/** Text for screen readers only. */
export const visuallyHidden: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  blockSize: '1px',
  inlineSize: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
};
