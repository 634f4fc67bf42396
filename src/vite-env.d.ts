/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute address of the back end, e.g. https://api.example.com; unset, the app's own origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The app's version (package.json), fixed at build time. */
declare const __APP_VERSION__: string;
