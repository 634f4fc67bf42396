// A first visit fetches its screen's code and translations beside the app's own code, instead of
// once that code has run: the build describes the first screens in the page and puts this script
// inline after the description, so that it runs as the page is parsed
// (scripts/vite/first-screen-preload.ts). Signed out, every screen inside the frame shows sign-in.

/** @type {import('../../scripts/vite/first-screen-preload').FirstScreenPlan | null} */
const plan = JSON.parse(document.querySelector('meta[name="first-screen"]')?.content ?? 'null');

function stored(storage, key) {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** The session is stored under the specification's key `token` (src/session/session-atoms.ts). */
const signedIn = () => Boolean(stored(localStorage, 'token'));

/**
 * The language i18next will pick (src/i18n/i18n.ts): its detector's sources in its order, each
 * reduced to the language part (`ar` is this product's `ae`), the first the product speaks.
 */
function language() {
  const candidates = [
    new URLSearchParams(location.search).get('lng'),
    document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/)?.[1],
    stored(localStorage, 'i18nextLng'),
    stored(sessionStorage, 'i18nextLng'),
    ...navigator.languages,
    document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const code = candidate?.split(/[-_]/)[0].toLowerCase();
    const product = code === 'ar' ? 'ae' : code;
    if (plan.languages.includes(product)) return product;
  }
  return plan.fallbackLanguage;
}

/** Whether a route path (`/apps/list/view/:id`) matches the address. */
function matches(path, pathname) {
  const wanted = path.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  return (
    wanted.length === actual.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

function firstView() {
  const pathname = location.pathname;
  const screen = Object.entries(plan.frame.screens).find(([path]) => matches(path, pathname));
  if (signedIn()) {
    return (
      screen && {
        code: [...plan.frame.code, ...screen[1].code],
        parts: screen[1].parts,
        namespaces: [...new Set([...plan.frame.namespaces, ...screen[1].namespaces])],
      }
    );
  }
  return (screen || matches(plan.signIn.path, pathname)) && plan.signIn;
}

function preload(attributes) {
  document.head.append(Object.assign(document.createElement('link'), attributes));
}

const view = plan && firstView();
if (view) {
  const chosen = language();
  // i18next loads the fallback language's texts beside the chosen one's.
  const languages = [...new Set([chosen, plan.fallbackLanguage])];
  for (const lng of languages) {
    for (const ns of view.namespaces) {
      const href = plan.translationsPath.replace('{{lng}}', lng).replace('{{ns}}', ns);
      // As i18next asks for them (a CORS-mode fetch, same-origin credentials), or fetched twice.
      preload({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href });
    }
  }
  for (const href of view.code) preload({ rel: 'modulepreload', href });
  // A part the screen fetches on demand (the grid) comes after what the screen shows first, not
  // once the screen has rendered and asked for it.
  for (const href of view.parts ?? [])
    preload({ rel: 'modulepreload', href, fetchPriority: 'low' });
}
