export {
  type BuildOptions,
  type BuiltManual,
  buildManuals,
  MANUAL_LANGUAGES,
  MANUALS_SOURCE_DIR,
  manualFileName,
} from './build-manuals.js';
export type { Block, FrontMatter, ManualSource } from './manual.js';
export { parseManual } from './parse-manual.js';
export { type RenderOptions, renderManual } from './render/render-manual.js';
