import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import {
  animationAtom,
  isDarkModeAtom,
  layoutAtom,
  menuAtom,
  navbarAtom,
  semidarkAtom,
  sidebarAtom,
  themeAtom,
} from './settings-atoms';

describe('settings', () => {
  it('start from the specification defaults', () => {
    const store = createStore();
    expect(store.get(themeAtom)).toBe('light');
    expect(store.get(menuAtom)).toBe('vertical');
    expect(store.get(layoutAtom)).toBe('full');
    expect(store.get(navbarAtom)).toBe('navbar-sticky');
    expect(store.get(semidarkAtom)).toBe('false');
    expect(store.get(animationAtom)).toBe('');
    expect(store.get(sidebarAtom)).toBe('true');
    expect(store.get(isDarkModeAtom)).toBe(false);
  });

  it('persist under the specification keys as plain text', () => {
    const store = createStore();
    store.set(themeAtom, 'dark');
    store.set(menuAtom, 'horizontal');
    store.set(layoutAtom, 'boxed-layout');
    store.set(navbarAtom, 'navbar-static');
    store.set(semidarkAtom, 'true');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('menu')).toBe('horizontal');
    expect(localStorage.getItem('layout')).toBe('boxed-layout');
    expect(localStorage.getItem('navbar')).toBe('navbar-static');
    expect(localStorage.getItem('semidark')).toBe('true');
    expect(store.get(isDarkModeAtom)).toBe(true);
  });
});

/** The settings as a page that has just loaded sees them (atoms read storage when created). */
async function freshSettings() {
  vi.resetModules();
  return import('./settings-atoms');
}

describe('settings on page load', () => {
  it('read what was stored before', async () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('menu', 'collapsible-vertical');
    const { themeAtom, menuAtom } = await freshSettings();
    const store = createStore();
    expect(store.get(themeAtom)).toBe('dark');
    expect(store.get(menuAtom)).toBe('collapsible-vertical');
  });

  it('fall back to the default when the stored value is corrupt', async () => {
    localStorage.setItem('theme', '{"mode":');
    localStorage.setItem('menu', 'diagonal');
    localStorage.setItem('semidark', 'maybe');
    const { themeAtom, menuAtom, semidarkAtom } = await freshSettings();
    const store = createStore();
    expect(store.get(themeAtom)).toBe('light');
    expect(store.get(menuAtom)).toBe('vertical');
    expect(store.get(semidarkAtom)).toBe('false');
  });
});
