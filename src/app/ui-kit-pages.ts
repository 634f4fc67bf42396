/** The UI-kit pages under /elements/: the app's own themed components, one kind a page. */
export const ELEMENT_PAGES = [
  'alerts',
  'avatar',
  'badges',
  'breadcrumbs',
  'buttons',
  'buttons-group',
  'color-library',
  'dropdown',
  'infobox',
  'jumbotron',
  'loader',
  'pagination',
  'popovers',
  'progress-bar',
  'search',
  'tooltips',
  'treeview',
  'typography',
] as const;

export type ElementPage = (typeof ELEMENT_PAGES)[number];
