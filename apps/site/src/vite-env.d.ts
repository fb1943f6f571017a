/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True only in `vite build --mode mocked` (see vite.config.ts). */
  readonly VITE_MOCKED_API: boolean;
}
