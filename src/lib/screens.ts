/**
 * Every screen of the app, once: its address, the translation namespaces it shows, its title and
 * breadcrumb trail and its sidebar entry (SCREENS); and how the checks visit it (CHECKS): the
 * accessibility test, the JavaScript a first visit may fetch, the benchmark. The route table, the
 * sidebar, the page frame (title and trail), the accessibility and size-budget browser tests and
 * the benchmark all read this module.
 *
 * Plain data with no imports, so Node runs it as it is (the benchmark imports it). The React side
 * of a screen (its module, loader and sidebar icon) is in src/app/. The app imports only SCREENS:
 * CHECKS stays out of its bundle, whose first visits are held to a few hundred bytes.
 *
 * Translation keys are written `namespace:key`. A screen's own namespaces are fetched with its
 * module, so its title and trail are there when it first renders.
 */

const KB = 1000;

/**
 * The JavaScript (gzip -9) a direct visit with an empty cache may fetch: `budget` is the
 * specification's (issue 29; the benchmark reports against it), `held` what `npm test` holds
 * (tests/performance-budget.spec.ts says why some first visits weigh more than their budget).
 */
export const FIRST_VISIT_JS = {
  signIn: { budget: 220 * KB, held: 249 * KB },
  memberProfile: { budget: 300 * KB, held: 330 * KB },
  dashboardHome: { budget: 300 * KB, held: 279 * KB },
  gridScreen: { budget: 440 * KB, held: 478 * KB },
  charts: { budget: undefined, held: 427 * KB },
} as const;

/**
 * What a direct visit may cost before its screen shows, on every screen: script files (`npm test`
 * holds it with the sizes above; the benchmark reports it), and rounds of requests after the page
 * (the benchmark): its code and translations are named by the page itself (round 1,
 * scripts/vite/first-visit.ts), its data asked for once the entry runs (round 2).
 */
export const FIRST_VISIT_LIMITS = { files: 25, rounds: 2 } as const;

/**
 * A crumb before the screen's own title: its text, and the id of the screen it links to, a screen
 * without parameters (none: plain text).
 */
export type Crumb = { readonly label: string; readonly to?: string };

export type ScreenEntry = {
  /** The route's path pattern (React Router's: `:param`, `*`). */
  readonly path: string;
  /** 'blank': a page of its own (sign-in, about); 'frame': inside the sidebar and header, signed in. */
  readonly layout: 'blank' | 'frame';
  /** The translation namespaces its screen shows besides `common`, fetched with its module. */
  readonly namespaces: readonly string[];
  /**
   * The operation (operationId) the screen is built on: a role the contract does not allow to
   * call it does not see the screen in the sidebar, and its address shows "no access" (the
   * roles come from the contract, generated/roles.ts). None: every signed-in role opens it.
   */
  readonly opens?: string;
  /** The heading and tab title, as a translation key. */
  readonly title: string;
  /** The trail above the heading, before the title; none: no trail. */
  readonly crumbs?: readonly Crumb[];
  /**
   * Its sidebar link, in this list's order; links under the same heading share a section. `end`:
   * active only on the address itself, not below it.
   */
  readonly nav?: { readonly heading?: string; readonly label: string; readonly end?: true };
};

/** How the checks visit a screen. */
export type ScreenChecks = {
  /** A sign-in form: opened signed out. */
  readonly signIn?: true;
  /** The address the checks open (a pattern with parameters needs one; default: `path`). */
  readonly sample?: string;
  /** The accessibility browser test checks it, in both themes and directions. */
  readonly axe?: true;
  /** Its first visit's JavaScript is held to this budget (tests/performance-budget.spec.ts). */
  readonly firstVisit?: keyof typeof FIRST_VISIT_JS;
  /** The name it has in the size test and the benchmark's report. */
  readonly name?: string;
  /** The benchmark measures it, by this id (`npm run bench -- --screens id,…`). */
  readonly bench?: string;
};

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

/** The sample member and mission of the offline back end's seed (and of the contract's examples). */
const SAMPLE_MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const SAMPLE_MISSION = '65a1c0d2e3f4a5b6c7d8e911';

/**
 * The screens. The frame's sidebar shows those with `nav` in this order: the front desk first
 * (issue 34), the busiest screen at reception.
 */
export const SCREENS = {
  signIn: {
    path: '/auth/boxed-signin',
    layout: 'blank',
    namespaces: ['auth'],
    title: 'auth:title',
  },
  coverLogin: {
    path: '/auth/cover-login',
    layout: 'blank',
    namespaces: ['auth'],
    title: 'auth:title',
  },
  changePassword: {
    // A new account's first password, before any other screen (it has a temporary one).
    path: '/auth/change-password',
    layout: 'blank',
    namespaces: ['account', 'shell'],
    title: 'account:password.firstTitle',
  },
  about: {
    path: '/about',
    layout: 'blank',
    namespaces: ['pages'],
    title: 'pages:about.title',
  },
  notFound: {
    path: '*',
    layout: 'blank',
    namespaces: [],
    title: 'common:notFound.title',
  },
  frontDesk: {
    path: '/front-desk',
    layout: 'frame',
    opens: 'recordVisit',
    namespaces: ['frontDesk'],
    title: 'frontDesk:title',
    crumbs: [{ label: 'frontDesk:crumb', to: 'home' }],
    nav: { label: 'nav.frontDesk' },
  },
  home: {
    path: '/',
    layout: 'frame',
    opens: 'getAdminCounts',
    namespaces: ['dashboard'],
    title: 'dashboard:title',
    nav: { label: 'nav.dashboard', end: true },
  },
  missions: {
    path: '/apps/missions',
    layout: 'frame',
    opens: 'listMissions',
    namespaces: ['missions', 'savedViews', 'bulk'],
    title: 'missions:title',
    crumbs: [{ label: 'missions:crumb', to: 'home' }],
    nav: { heading: 'nav.mission', label: 'nav.createMission' },
  },
  rewards: {
    path: '/apps/rewards',
    layout: 'frame',
    opens: 'listRewardCatalogue',
    namespaces: ['rewards', 'savedViews', 'bulk'],
    title: 'rewards:title',
    crumbs: [{ label: 'rewards:crumb', to: 'home' }],
    nav: { heading: 'nav.reward', label: 'nav.createReward' },
  },
  advertisements: {
    path: '/apps/advertisement',
    layout: 'frame',
    opens: 'listAdvertisements',
    namespaces: ['advertisements', 'bulk'],
    title: 'advertisements:title',
    crumbs: [{ label: 'advertisements:crumb', to: 'home' }],
    nav: { heading: 'nav.advertisement', label: 'nav.createAdvertisement' },
  },
  users: {
    path: '/apps/users',
    layout: 'frame',
    opens: 'listMembers',
    namespaces: ['users', 'savedViews'],
    title: 'users:title',
    crumbs: [{ label: 'users:crumb', to: 'home' }],
    nav: { heading: 'nav.usersHeading', label: 'nav.users' },
  },
  broadcast: {
    path: '/apps/broadcast-message',
    layout: 'frame',
    opens: 'listBroadcastMessages',
    namespaces: ['broadcast', 'privacy'],
    title: 'broadcast:title',
    crumbs: [{ label: 'broadcast:crumb', to: 'home' }],
    nav: { heading: 'nav.broadcastHeading', label: 'nav.broadcast' },
  },
  approvals: {
    path: '/approvals',
    layout: 'frame',
    opens: 'listApprovals',
    namespaces: ['approvals', 'adjustments'],
    title: 'approvals:title',
    crumbs: [{ label: 'approvals:crumb', to: 'home' }],
    nav: { heading: 'nav.approvalsHeading', label: 'nav.approvals' },
  },
  auditLog: {
    path: '/audit-log',
    layout: 'frame',
    opens: 'listAuditLog',
    namespaces: ['auditLog', 'savedViews'],
    title: 'auditLog:title',
    crumbs: [{ label: 'auditLog:crumb', to: 'home' }],
    nav: { heading: 'nav.auditHeading', label: 'nav.auditLog' },
  },
  staff: {
    path: '/staff',
    layout: 'frame',
    namespaces: ['staff'],
    title: 'staff:title',
    crumbs: [{ label: 'staff:crumb', to: 'home' }],
    opens: 'listStaff',
    nav: { heading: 'nav.staffHeading', label: 'nav.staff' },
  },
  analytics: {
    path: '/analytics',
    layout: 'frame',
    opens: 'getActivity',
    namespaces: ['analytics'],
    title: 'analytics:title',
    crumbs: [{ label: 'analytics:crumb', to: 'home' }],
  },
  mission: {
    path: '/apps/missions/:missionId',
    layout: 'frame',
    opens: 'getMission',
    namespaces: ['missions'],
    // The mission's name once it is loaded.
    title: 'missions:listCrumb',
    crumbs: [
      { label: 'missions:crumb', to: 'home' },
      { label: 'missions:listCrumb', to: 'missions' },
    ],
  },
  member: {
    path: '/apps/list/view/:id',
    layout: 'frame',
    opens: 'getMember',
    namespaces: ['members', 'adjustments', 'auditLog', 'privacy'],
    title: 'members:title',
    crumbs: [{ label: 'members:crumbUsers', to: 'users' }],
  },
  myProfile: {
    path: '/users/profile',
    layout: 'frame',
    opens: 'getAdminMe',
    namespaces: ['pages', 'account'],
    title: 'pages:myProfile.title',
    crumbs: [{ label: 'pages:dashboard', to: 'home' }],
  },
  accountSettings: {
    path: '/users/user-account-settings',
    layout: 'frame',
    opens: 'getAdminMe',
    namespaces: ['pages', 'shell', 'account'],
    title: 'pages:accountSettings.title',
    crumbs: [{ label: 'pages:dashboard', to: 'home' }],
  },
  element: {
    // One route per page of ELEMENT_PAGES (no other value is a page); each page names itself.
    path: '/elements/:page',
    layout: 'frame',
    namespaces: ['elements'],
    title: 'elements:crumb',
    crumbs: [{ label: 'elements:crumb' }],
  },
  tables: {
    path: '/tables',
    layout: 'frame',
    namespaces: ['elements'],
    title: 'elements:tables.title',
    crumbs: [{ label: 'elements:crumb' }],
  },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenId = keyof typeof SCREENS;

/** The screens as a list, in the registry's order, each with its id. */
export const SCREEN_LIST = (Object.keys(SCREENS) as ScreenId[]).map((id) => ({
  id,
  ...(SCREENS[id] as ScreenEntry),
}));

/**
 * A screen's route module: `src/app/routes/<this>.tsx`, its id in kebab case (`signIn` ->
 * `sign-in`). The route table loads it, and the build names it in the page so that a direct visit
 * asks for it beside the entry (scripts/vite/first-visit.ts). The UI-kit pages are
 * `src/app/routes/elements/<page>.tsx`.
 */
export const routeModuleOf = (id: ScreenId): string =>
  id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** How the checks visit each screen (none: they do not). */
export const CHECKS: { readonly [Id in ScreenId]?: ScreenChecks } = {
  signIn: { signIn: true, axe: true, firstVisit: 'signIn', name: 'Sign-in', bench: 'signin' },
  coverLogin: { signIn: true, axe: true },
  about: { axe: true },
  notFound: { sample: '/no-such-page', axe: true },
  // A lookup, a card and a dialog, no grid: within the member profile's budget.
  frontDesk: { axe: true, firstVisit: 'memberProfile', name: 'Front desk', bench: 'frontdesk' },
  // The home draws its chart itself.
  home: { axe: true, firstVisit: 'dashboardHome', name: 'Dashboard home', bench: 'home' },
  missions: { axe: true, firstVisit: 'gridScreen', name: 'Missions list', bench: 'missions' },
  rewards: { axe: true, firstVisit: 'gridScreen', name: 'Reward catalogue' },
  // A management list like the grid screens, without the grid.
  advertisements: {
    axe: true,
    firstVisit: 'gridScreen',
    name: 'Advertisements',
    bench: 'advertisements',
  },
  users: { axe: true, firstVisit: 'gridScreen', name: 'Users list', bench: 'users' },
  broadcast: { axe: true, firstVisit: 'gridScreen', name: 'Broadcast', bench: 'broadcast' },
  approvals: { axe: true, firstVisit: 'gridScreen', name: 'Approvals' },
  auditLog: { axe: true, firstVisit: 'gridScreen', name: 'Audit log' },
  staff: { axe: true, firstVisit: 'gridScreen', name: 'Staff' },
  analytics: { axe: true, firstVisit: 'charts', name: 'Analytics' },
  mission: { sample: `/apps/missions/${SAMPLE_MISSION}`, axe: true },
  member: {
    sample: `/apps/list/view/${SAMPLE_MEMBER}`,
    axe: true,
    firstVisit: 'memberProfile',
    name: 'Member profile',
    bench: 'profile',
  },
  myProfile: { axe: true },
  accountSettings: { axe: true },
  tables: { axe: true },
};

/** The screens with how the checks visit them, in the registry's order. */
export function checkedScreens() {
  return SCREEN_LIST.map((screen) => ({ ...screen, ...CHECKS[screen.id] }));
}

/** The address the checks open for a screen. */
export const sampleAddress = (id: ScreenId): string => CHECKS[id]?.sample ?? SCREENS[id].path;
