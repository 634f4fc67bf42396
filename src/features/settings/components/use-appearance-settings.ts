import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  animationAtom,
  layoutAtom,
  navbarAtom,
  semidarkAtom,
  themeAtom,
} from '@/settings/settings-atoms';
import type { Settings } from '../rules/settings-schema';

/** The appearance settings as they are now, and how to apply new ones (only what changed). */
export function useAppearanceSettings() {
  const { i18n } = useTranslation();
  const [theme, setTheme] = useAtom(themeAtom);
  const [layout, setLayout] = useAtom(layoutAtom);
  const [navbar, setNavbar] = useAtom(navbarAtom);
  const [animation, setAnimation] = useAtom(animationAtom);
  const [semidark, setSemidark] = useAtom(semidarkAtom);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const current: Settings = {
    theme,
    language,
    layout,
    navbar,
    animation,
    semidark: semidark === 'true',
  };

  const apply = (next: Settings) => {
    if (next.theme !== theme) setTheme(next.theme);
    if (next.language !== language) void i18n.changeLanguage(next.language);
    if (next.layout !== layout) setLayout(next.layout);
    if (next.navbar !== navbar) setNavbar(next.navbar);
    if (next.animation !== animation) setAnimation(next.animation);
    if (next.semidark !== current.semidark) setSemidark(next.semidark ? 'true' : 'false');
  };
  return { current, apply };
}
