import { keyframes } from '@emotion/react';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeInUp = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;
const zoomIn = keyframes`from { opacity: 0; transform: scale(0.97); } to { opacity: 1; transform: none; }`;

const ANIMATIONS = {
  animate__fadeIn: fadeIn,
  animate__fadeInUp: fadeInUp,
  animate__zoomIn: zoomIn,
} as const;

/** The `animation` setting as styles for a screen's entrance; none for '' or for reduced motion. */
export function routeAnimation(setting: string) {
  const frames = ANIMATIONS[setting as keyof typeof ANIMATIONS];
  if (!frames) return {};
  return {
    animation: `${frames} 300ms ease-out`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  };
}
