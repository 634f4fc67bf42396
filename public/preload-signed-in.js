// Signed in, the code every signed-in screen loads is fetched beside the app's own code instead of
// after it has run: the build lists those files in the page (scripts/vite/signed-in-preload.ts).
const files = document.querySelector('meta[name="signed-in-code"]')?.content.split(' ') ?? [];

/** A session is stored under the specification's key `token` (src/session/session-atoms.ts). */
function signedIn() {
  try {
    return Boolean(localStorage.getItem('token'));
  } catch {
    return false;
  }
}

if (signedIn()) {
  for (const href of files.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
