import { useId, type ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

type SpecimenProps = {
  /** What the specimen shows; the section's heading (an h2 under the page's h1). */
  title: string;
  /** One line: when the product uses it. */
  caption: string;
  children: ReactNode;
};

/** One specimen of a UI-kit page: a titled section with the live component and when it is used. */
export function Specimen({ title, caption, children }: SpecimenProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Typography id={titleId} component="h2" variant="h3" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {caption}
      </Typography>
      {children}
    </Paper>
  );
}

/** The specimens of a page: one column on small screens, two side by side on wide ones. */
export function SpecimenGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
