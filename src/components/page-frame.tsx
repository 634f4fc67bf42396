import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SCREENS, type ScreenEntry, type ScreenId } from '@/lib/screens';
import { trailOf } from '@/session/access';
import { sessionUserAtom } from '@/session/session-atoms';
import { usePageTitle } from './use-page-title';

type PageFrameProps = {
  /**
   * The screen, by its id in the registry (src/lib/screens.ts): its name (the heading and the tab
   * title, '{title} | London Clinic') and the trail above the heading, ending in that name.
   */
  screen: ScreenId;
  /** Instead of the registry's name: what the screen shows is named (a mission, a UI-kit page). */
  title?: string;
  /** Buttons beside the heading (e.g. 'Send Broadcast'). */
  actions?: ReactNode;
  children: ReactNode;
};

/** Every dashboard screen: breadcrumb, heading, actions, content. */
export function PageFrame({ screen, title: name, actions, children }: PageFrameProps) {
  const entry: ScreenEntry = SCREENS[screen];
  const { t } = useTranslation(['common', ...entry.namespaces]);
  const title = name ?? t(entry.title);
  const role = useAtomValue(sessionUserAtom)?.role;
  // Each crumb goes where the role may go: a screen it may not open is its start page instead.
  const breadcrumbs = entry.crumbs
    ? [
        ...trailOf(role, entry).map((crumb) => ({ label: t(crumb.label), to: crumb.to })),
        { label: title, to: undefined },
      ]
    : [];
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
