import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dashboardRoute } from './dashboard-routes';
import { FRAME_SCREENS } from './first-views';

const pathOf = (route: RouteObject) => (route.index ? '/' : route.path);

describe('FRAME_SCREENS', () => {
  it('lists every screen inside the frame, and nothing else', () => {
    const routed = (dashboardRoute.children ?? []).map(pathOf).sort();
    expect(Object.keys(FRAME_SCREENS).sort()).toEqual(routed);
  });

  it('names as parts only modules that exist', () => {
    const parts = Object.values(FRAME_SCREENS).flatMap((screen) => screen.parts ?? []);
    expect(parts.filter((part) => !existsSync(`src/${part}.tsx`))).toEqual([]);
  });
});
