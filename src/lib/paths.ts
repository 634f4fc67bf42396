import type { PathParam } from 'react-router';
import { SCREENS, type ScreenId } from './screens';

/** A query string's values, in order; a missing or empty one is left out. */
export type Query = Readonly<Record<string, string | number | undefined>>;

/**
 * A screen's address: its parameters (if its pattern has any, typed by React Router's `PathParam`),
 * then an optional query.
 */
type PathBuilder<Pattern extends string> = [PathParam<Pattern>] extends [never]
  ? (query?: Query) => string
  : (params: { readonly [Name in PathParam<Pattern>]: string }, query?: Query) => string;

/**
 * The pattern with each `:name` replaced by its parameter, percent-encoded, as React Router's
 * `generatePath` does. Written here rather than imported: importing it splits React Router into a
 * chunk of its own, 0.7 kB more on every first visit.
 */
function fill(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** `?name=value&…`, each part percent-encoded (a space as `%20`), or nothing. */
function queryString(query: Query = {}): string {
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * Every screen's address, built from its pattern in the registry (src/lib/screens.ts), each
 * parameter encoded: `paths.member({ id })`, `paths.mission({ missionId })`,
 * `paths.users({ search })`.
 */
export const paths = Object.fromEntries(
  (Object.keys(SCREENS) as ScreenId[]).map((id) => {
    const pattern: string = SCREENS[id].path;
    const build = pattern.includes(':')
      ? (params: Record<string, string>, query?: Query) =>
          fill(pattern, params) + queryString(query)
      : (query?: Query) => pattern + queryString(query);
    return [id, build];
  }),
) as unknown as { readonly [Id in ScreenId]: PathBuilder<(typeof SCREENS)[Id]['path']> };
