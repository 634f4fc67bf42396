// The sections of the date-time picker and what to type in each for a moment (in the browser's
// time zone): the screen tests (in Chromium) and the browser suite (in Node) both type with it.

const pad = (n: number) => String(n).padStart(2, '0');

/** `[section name, keys]` for each section, the month first (the day's last value depends on it). */
export const dateTimeSections = (at: Date): [string, string][] => [
  ['Month', pad(at.getMonth() + 1)],
  ['Day', pad(at.getDate())],
  ['Year', String(at.getFullYear())],
  ['Hours', pad(at.getHours())],
  ['Minutes', pad(at.getMinutes())],
];
