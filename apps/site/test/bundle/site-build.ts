import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest, type Rollup } from 'vite';

const SITE_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface SiteBuild {
  outDir: string;
  /** Vite's manifest (`build.manifest`): chunks by source, with their imports and CSS. */
  manifest: Manifest;
  /** The modules bundled into each emitted JavaScript file, by file name. */
  modulesOf: ReadonlyMap<string, readonly string[]>;
}

/**
 * A production build of the site, as `npm run build` makes it (same config, sourcemaps and all),
 * into a folder of its own, so the dist/ that `npm start` serves is left alone.
 */
export async function buildSite(): Promise<SiteBuild> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'site-budgets-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: Rollup.RollupOutput;
  try {
    const result = await build({
      root: SITE_DIR,
      configFile: path.join(SITE_DIR, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const modulesOf = new Map(
    output.output.flatMap((item) =>
      item.type === 'chunk' ? [[item.fileName, item.moduleIds] as const] : [],
    ),
  );
  return { outDir, manifest, modulesOf };
}
