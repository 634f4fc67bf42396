import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dashboardRoute } from './dashboard-routes';
import { FRAME_SCREEN_NAMESPACES } from './first-views';

const pathOf = (route: RouteObject) => (route.index ? '/' : route.path);

describe('FRAME_SCREEN_NAMESPACES', () => {
  it('lists every screen inside the frame, and nothing else', () => {
    const routed = (dashboardRoute.children ?? []).map(pathOf).sort();
    expect(Object.keys(FRAME_SCREEN_NAMESPACES).sort()).toEqual(routed);
  });
});
