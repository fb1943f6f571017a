import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { chunkKeyOf, filesOf, importsFirst, staticClosure } from './manifest-graph.ts';

/** What the server build of src/prerender/render-page.tsx exports. */
interface PageRenderer {
  renderPage(path: string, language: string): Promise<{ html: string; title: string | undefined }>;
  languageGuardScript(): string;
  PRERENDERED_PAGES: readonly { path: string; module: string }[];
  NOT_FOUND_PAGE: { path: string; module: string; key: string };
  ROUTE_PATTERNS: readonly string[];
  prerenderedFile(path: string, language: string): string;
  LANGUAGES: readonly string[];
}

/**
 * The list of pre-rendered pages in the built site: `{ "/license": { "fr": "/pages/fr/license.html",
 * ... } }`. The API serves from it (apps/api/src/plugins/site.ts), so it needs no rule of its own.
 */
export const PRERENDERED_INDEX = 'pages/index.json';
/**
 * The addresses the site's router answers (`["/", "/license", "/reset-password/:token", ...]`): the
 * API answers any other with the not-found page, listed in PRERENDERED_INDEX under `*`, and a 404.
 */
export const ROUTES_INDEX = 'pages/routes.json';

/**
 * The site's description for search engines in `language`: a message of the catalog's server part
 * (packages/i18n catalog-parts.ts), which no browser bundle carries, so it is read from the catalog
 * itself. A plain text, with no ICU argument.
 */
async function metaDescription(language: string): Promise<string> {
  const file = new URL(`../../../packages/i18n/src/messages/${language}.json`, import.meta.url);
  const text = (JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>)['meta.description'];
  if (typeof text !== 'string' || text === '') throw new Error(`no meta.description in ${language}`);
  return text;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The typeface files the first paint needs: the faces of the site's style sheets whose range
 * starts with basic Latin (`U+0-FF`, minified `U+??`: every interface language's letters), upright. Fetched from the head,
 * they arrive with the styles, so the text is drawn once in its own typeface rather than in a
 * fallback that shifts the page when the font comes (Lighthouse's layout shift).
 */
function firstPaintFonts(css: string): string[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map(([, rules = '']) => rules)
    .filter(
      (rules) =>
        /font-style:\s*normal/.test(rules) &&
        /unicode-range:\s*U\+(?:0+-0*FF|0*\?\?)(?=[,;\s]|$)/i.test(rules),
    )
    .flatMap((rules) => /url\(["']?([^"')]+\.woff2)["']?\)/.exec(rules)?.slice(1, 2) ?? []);
}

/**
 * What one page adds to index.html's <head>, beyond the entry's own files: the style sheets of its
 * route (none while the site has one style sheet); and the modules the loader runs before the
 * entry: the entry's imports, its route's and its language's catalog's, each after what it
 * imports (manifest-graph.ts), so that React takes the page over sooner and in short tasks.
 */
function pageFiles(manifest: Manifest, module: string, language: string): { css: string[]; js: string[] } {
  const entry = staticClosure(manifest, ['index.html']);
  const routeAndWords = [
    chunkKeyOf(manifest, `src/app/routes/${module}.tsx`),
    chunkKeyOf(manifest, `../../packages/i18n/src/catalogs/${language}.ts`),
  ];
  const page = staticClosure(manifest, routeAndWords);
  const own = filesOf(
    manifest,
    [...page].filter((key) => !entry.has(key)),
  );
  const shared = filesOf(manifest, entry);
  const beforeEntry = importsFirst(manifest, [...(manifest['index.html']?.imports ?? []), ...routeAndWords]);
  return { css: own.css.filter((file) => !shared.css.includes(file)), js: filesOf(manifest, beforeEntry).js };
}

const STYLESHEET = /\s*<link rel="stylesheet"[^>]* href="\/([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]* src="\/([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]* href="\/([^"]+)"[^>]*>/g;

/**
 * A built chunk's code as the body of an inline script: without its source map comment (the map
 * is of the file, and the file goes), and never holding what would end the script element early.
 */
function inlineCode(chunk: string): string {
  const code = chunk.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
  if (/<\/script|<!--/i.test(code))
    throw new Error('the loader cannot be written into a page: it holds </script or <!--');
  return code;
}

/** The pre-rendered pages' loader (vite.config.ts builds it as an entry of its own). */
export const TAKE_OVER_LOADER = 'src/prerender/take-over-loader.ts';
export const TAKE_OVER_LOADER_NAME = 'take-over';
/** The loader's modules, which the build keeps out of the site's shared chunks. */
export const TAKE_OVER_LOADER_MODULES = /[\\/]src[\\/]prerender[\\/](take-over-loader|on-demand)\.ts$/;

/**
 * Writes each public page in each language into the built site (`pages/<language>/<name>.html`,
 * listed in PRERENDERED_INDEX),
 * from index.html with #root filled in, <html lang> and <title> set and the page's own files
 * linked. The browser then shows the page before any script has run; React takes it over
 * (src/main.tsx). Runs after the client and server builds; the manifest is removed afterwards,
 * as nothing serves it.
 */
export async function prerenderPages({
  clientDir,
  serverEntry,
  log,
}: {
  clientDir: string;
  serverEntry: string;
  log: (message: string) => void;
}): Promise<void> {
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const renderer = (await import(pathToFileURL(serverEntry).href)) as PageRenderer;
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  // The style sheets index.html links to (with cssCodeSplit off, the site's only one).
  const styleSheets = [...template.matchAll(STYLESHEET)].map(([, file]) => file as string);
  const fonts = firstPaintFonts(
    (await Promise.all(styleSheets.map((file) => readFile(path.join(clientDir, file), 'utf8')))).join('\n'),
  );
  if (fonts.length === 0) throw new Error('no font face for basic Latin in the style sheets');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const entryModules = [...template.matchAll(MODULE_PRELOAD)].map(([, file]) => file as string);
  const loader = manifest[TAKE_OVER_LOADER]?.file;
  if (!loader) throw new Error(`the build has no chunk for ${TAKE_OVER_LOADER}`);
  if (manifest[TAKE_OVER_LOADER]?.imports?.length)
    throw new Error(`${TAKE_OVER_LOADER} imports chunks: it must stay one small file`);
  const loaderCode = inlineCode(await readFile(path.join(clientDir, loader), 'utf8'));
  const languageGuard = inlineCode(renderer.languageGuardScript());
  if (!template.includes('<meta name="description"')) throw new Error('index.html has no meta description');

  /** What the server reads to find a page: its file by path, then by language. */
  const index: Record<string, Record<string, string>> = {};
  for (const language of renderer.LANGUAGES) {
    for (const page of [...renderer.PRERENDERED_PAGES, renderer.NOT_FOUND_PAGE]) {
      const { html, title } = await renderer.renderPage(page.path, language);
      const description = await metaDescription(language);
      if (/<script/i.test(html))
        throw new Error(`${page.path} (${language}) pre-rendered with an inline script`);
      const own = pageFiles(manifest, page.module, language);
      // What the first paint waits for comes first in the head, so a phone's connection carries
      // the typeface and the styles before the scripts that only take the page over.
      const firstPaint = [
        ...fonts.map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`),
        ...[...styleSheets, ...own.css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ];
      // The page is on screen without its scripts: the loader alone comes with it, and runs the
      // entry with the modules below once the page has painted and the browser is idle, or at the
      // visitor's first sign of use (src/prerender/on-demand.ts). Beside the page, they would share
      // a phone's connection with what paints it and delay the paint.
      // The loader is written into the page: as a file of its own it was one more request before
      // the paint, which Lighthouse counted in the page's LCP (100-300 ms over the page without
      // it). The API's Content-Security-Policy allows it by its hash (apps/api/src/plugins).
      const modules = own.js;
      const missing = entryModules.filter((file) => !modules.includes(file));
      if (missing.length > 0) throw new Error(`${page.path}: the loader would not run ${missing.join(', ')}`);
      const loaderScript = `<script type="module" data-entry="/${entry}" data-modules="${modules.map((file) => `/${file}`).join(' ')}">${loaderCode}</script>`;
      const document = template
        .replace(STYLESHEET, '')
        .replace(MODULE_PRELOAD, '')
        .replace(ENTRY_SCRIPT, loaderScript)
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace(/(<meta charset="[^"]*" \/>)/, `$1\n    <script>${languageGuard}</script>`)
        .replace(
          /<meta name="description" content="[^"]*" \/>/,
          `<meta name="description" content="${escapeHtml(description)}" />`,
        )
        .replace(/<title>[^<]*<\/title>/, (original) =>
          title ? `<title>${escapeHtml(title)}</title>` : original,
        )
        .replace('</title>', `</title>\n    ${firstPaint.join('\n    ')}`)
        .replace('<div id="root"></div>', `<div id="root" data-prerendered="${language}">${html}</div>`);
      const file = renderer.prerenderedFile(page.path, language);
      await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
      await writeFile(path.join(clientDir, file), document);
      const key = page === renderer.NOT_FOUND_PAGE ? renderer.NOT_FOUND_PAGE.key : page.path;
      index[key] = { ...index[key], [language]: `/${file}` };
    }
  }
  await writeFile(path.join(clientDir, PRERENDERED_INDEX), `${JSON.stringify(index, null, 2)}\n`);
  await writeFile(
    path.join(clientDir, ROUTES_INDEX),
    `${JSON.stringify(renderer.ROUTE_PATTERNS, null, 2)}\n`,
  );
  await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });

  log(
    `pre-rendered ${renderer.PRERENDERED_PAGES.length} pages and the not-found page in ${renderer.LANGUAGES.length} languages`,
  );
}
