import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { rgbToHex } from '@mui/material/styles';

/** A palette value as hex: "#1f6fc5"; a translucent one with its alpha, "#000000de". */
export function toHex(color: string): string {
  const hex = rgbToHex(color).toLowerCase();
  // "#fff" → "#ffffff", so every value reads the same way.
  return /^#[0-9a-f]{3}$/.test(hex) ? hex.replace(/[0-9a-f]/g, (digit) => digit + digit) : hex;
}

type ColorSwatchProps = {
  /** The value's name in its group ("Main", "Paper", "500"). */
  name: string;
  /** The colour as the theme has it (hex, rgb() or rgba()). */
  value: string;
};

/** One colour of the theme: a chip of it, its name and its hex value. */
export function ColorSwatch({ name, value }: ColorSwatchProps) {
  return (
    <Box component="li" sx={{ listStyle: 'none', minWidth: 0 }}>
      <Box
        aria-hidden="true"
        sx={{
          bgcolor: value,
          height: 56,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.75 }}>
        {name}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', direction: 'ltr', unicodeBidi: 'isolate' }}
      >
        {toHex(value)}
      </Typography>
    </Box>
  );
}

/** A named group of swatches (e.g. "Primary"): a small heading and the list of its colours. */
export function SwatchGroup({ name, children }: { name: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {name}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
