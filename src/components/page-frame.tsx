import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from './use-page-title';

export type Crumb = { label: string; to?: string };

type PageFrameProps = {
  /** The screen's name: the heading and the tab title ('{title} | London Clinic'). */
  title: string;
  /** The trail above the heading; the last crumb is the current screen. */
  breadcrumbs?: Crumb[];
  /** Buttons beside the heading (e.g. 'Send Broadcast'). */
  actions?: ReactNode;
  children: ReactNode;
};

/** Every dashboard screen: breadcrumb, heading, actions, content. */
export function PageFrame({ title, breadcrumbs = [], actions, children }: PageFrameProps) {
  const { t } = useTranslation('common');
  usePageTitle(title);
  return (
    <Stack spacing={3}>
      <Box>
        {breadcrumbs.length > 0 && (
          <Breadcrumbs aria-label={t('breadcrumb')} sx={{ mb: 1 }}>
            {breadcrumbs.map((crumb, index) =>
              crumb.to && index < breadcrumbs.length - 1 ? (
                <Link
                  key={crumb.label}
                  component={RouterLink}
                  to={crumb.to}
                  underline="hover"
                  color="inherit"
                >
                  {crumb.label}
                </Link>
              ) : (
                <Typography
                  key={crumb.label}
                  color="text.primary"
                  aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined}
                >
                  {crumb.label}
                </Typography>
              ),
            )}
          </Breadcrumbs>
        )}
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="h1">{title}</Typography>
          {actions && (
            <Stack direction="row" spacing={1}>
              {actions}
            </Stack>
          )}
        </Stack>
      </Box>
      {children}
    </Stack>
  );
}
