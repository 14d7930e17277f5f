/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public address the app was built for (PUBLIC_URL at build time). */
  readonly VITE_SITE_URL?: string;
}
