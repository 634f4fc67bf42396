import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { initI18n } from '@/i18n/i18n';
import { isDarkModeAtom } from '@/settings/settings-atoms';
import { applyColourModeToDocument } from '@/theme/app-theme-provider';
import { App } from '@/app/app';
import { router } from '@/app/router';

// The stored theme before the first paint: the loader shown while the code and the
// translations load must not flash white in dark mode.
applyColourModeToDocument(getDefaultStore().get(isDarkModeAtom));
void initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
