/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True only in `vite build --mode mocked` (see vite.config.ts). */
  readonly VITE_MOCKED_API: boolean;
  /** The API's base, `/api` on the same origin unless a build names another. */
  readonly VITE_API_BASE?: string;
  /** The Windows app's store listing (src/content/download.ts has the default). */
  readonly VITE_DOWNLOAD_URL?: string;
}
