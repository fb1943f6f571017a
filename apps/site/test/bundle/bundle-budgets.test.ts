import { readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@app/contracts';
import { catalogPartOf } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkKeyOf, filesOf, fullClosure, gzipBytes, staticClosure } from '../../vite/manifest-graph.ts';
import { TAKE_OVER_LOADER } from '../../vite/prerender-pages.ts';
import { BUDGETS, kb, PRIVATE_CODE, PRIVATE_ROUTES } from './budgets.js';
import { buildSite, type SiteBuild } from './site-build.js';

const ROUTES_DIR = fileURLToPath(new URL('../../src/app/routes/', import.meta.url));
const ROUTES = readdirSync(ROUTES_DIR)
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.replace(/\.tsx$/, ''));
const PUBLIC_ROUTES = ROUTES.filter((route) => !(PRIVATE_ROUTES as readonly string[]).includes(route));

const routeSource = (route: string) => `src/app/routes/${route}.tsx`;
const catalogSource = (language: string) => `../../packages/i18n/src/catalogs/${language}.ts`;
const accountCatalogSource = (language: string) => `../../packages/i18n/src/catalogs/account/${language}.ts`;
const legalCatalogSource = (language: string) => `../../packages/i18n/src/catalogs/legal/${language}.ts`;
/** The pages that fetch the legal part with their code (packages/i18n catalog-parts.ts). */
const LEGAL_ROUTES = ['privacy', 'terms'];
/** The code only those pages run, which may use the legal part's words. */
const LEGAL_CODE =
  /\/src\/(features\/content\/(privacy-page|terms-page|legal-document)\/|app\/routes\/(privacy|terms)\.tsx$)/;
const isLegalPageCode = (file: string) => LEGAL_CODE.test(file);
const SRC_DIR = fileURLToPath(new URL('../../src/', import.meta.url));
/** A message id as the code names it: `id: 'a.b'`, `id="a.b"`, `{ id: `a.b` }`. */
const MESSAGE_ID = /\bid[=:]\s*\{?\s*['"`]([a-z][a-zA-Z]*\.[\w.]+)['"`]/g;

let site: SiteBuild;
const report: string[] = [];

// A whole production build: minutes on a busy 2-core machine.
beforeAll(async () => {
  site = await buildSite();
}, 600_000);

/** The chunks fetched to render a route: the entry's graph and the route's own. */
const routeClosure = (route: string, ...more: string[]) =>
  staticClosure(site.manifest, ['index.html', chunkKeyOf(site.manifest, routeSource(route)), ...more]);

const modulesIn = (keys: Iterable<string>) =>
  [...keys].flatMap((key) => site.modulesOf.get(site.manifest[key]?.file ?? '') ?? []);

/** Files of the build, with their sizes on disk. */
function builtFiles(pattern: RegExp): { file: string; bytes: number }[] {
  const found: { file: string; bytes: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(site.outDir, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (pattern.test(entry.name))
        found.push({ file, bytes: statSync(path.join(site.outDir, file)).size });
    }
  };
  walk('');
  return found;
}

describe('bundle budgets (a production build, measured through its Vite manifest)', () => {
  it(`loads at most ${kb(BUDGETS.homeJs)} gzip of JavaScript to render the home page, in every language`, () => {
    const measured = LANGUAGES.map((language) => {
      // The pre-rendered page's loader too, which fetches the rest (vite/prerender-pages.ts).
      const chunks = routeClosure(
        'home',
        chunkKeyOf(site.manifest, catalogSource(language)),
        TAKE_OVER_LOADER,
      );
      const bytes = gzipBytes(site.outDir, filesOf(site.manifest, chunks).js);
      report.push(`home JS (${language}): ${kb(bytes)} of ${kb(BUDGETS.homeJs)}`);
      return { language, bytes };
    });
    // Not budgeted: once a signed-in visitor's page is on screen, the session chart follows it.
    const session = chunkKeyOf(site.manifest, 'src/lib/session/session-actor.ts');
    const signedIn = routeClosure('home', chunkKeyOf(site.manifest, catalogSource('en')), session);
    report.push(
      `  (then, signed in, the session chart: ${kb(gzipBytes(site.outDir, filesOf(site.manifest, signedIn).js))} in all)`,
    );
    for (const { language, bytes } of measured) {
      expect(bytes, `home page in ${language}`).toBeLessThanOrEqual(BUDGETS.homeJs);
    }
  });

  it('sends the browser its words in three parts, public, account and legal, and never the e-mails', () => {
    const idsIn = (source: string) => {
      const file = site.manifest[chunkKeyOf(site.manifest, source)]?.file ?? '';
      return [
        ...readFileSync(path.join(site.outDir, file), 'utf8').matchAll(/"([a-zA-Z]+\.[\w.]+)":\[/g),
      ].map((match) => match[1] as string);
    };
    for (const language of LANGUAGES) {
      const publicIds = idsIn(catalogSource(language));
      const accountIds = idsIn(accountCatalogSource(language));
      const legalIds = idsIn(legalCatalogSource(language));
      expect(publicIds, language).toContain('nav.signIn');
      expect(accountIds, language).toContain('account.title');
      expect(legalIds, language).toContain('privacy.title');
      expect(
        legalIds.filter((id) => catalogPartOf(id) !== 'legal'),
        language,
      ).toEqual([]);
      expect(
        publicIds.filter((id) => catalogPartOf(id) !== 'public'),
        language,
      ).toEqual([]);
      expect(
        accountIds.filter((id) => catalogPartOf(id) !== 'account'),
        language,
      ).toEqual([]);
    }
  });

  it(`gives the public pages only words of the public part, and ${LEGAL_ROUTES.join(' and ')} those of the legal part`, () => {
    // What a public page may ever run: the entry, and its route's chunks, lazy ones included, but
    // not the other routes the router reaches (the signed-in ones fetch their words themselves).
    const routeChunks = new Set(ROUTES.map((route) => chunkKeyOf(site.manifest, routeSource(route))));
    const publicModules = new Set([
      ...modulesIn(staticClosure(site.manifest, ['index.html'])),
      ...PUBLIC_ROUTES.flatMap((route) =>
        modulesIn(
          fullClosure(
            site.manifest,
            [chunkKeyOf(site.manifest, routeSource(route))],
            (key) => !routeChunks.has(key),
          ),
        ),
      ),
    ]);
    const sources = [...publicModules].filter((id) => id.startsWith(SRC_DIR) && /\.tsx?$/.test(id));
    expect(sources.length).toBeGreaterThan(20);
    const misplaced = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(MESSAGE_ID)]
        .map((match) => match[1] as string)
        .filter(
          (id) => catalogPartOf(id) !== 'public' && !(catalogPartOf(id) === 'legal' && isLegalPageCode(file)),
        )
        .map((id) => `${path.relative(SRC_DIR, file)}: ${id}`),
    );
    expect(misplaced).toEqual([]);
  });

  it(`loads at most ${kb(BUDGETS.homeCss)} gzip of CSS on the home page`, () => {
    // With cssCodeSplit off (vite.config.ts) every style is in one sheet the manifest lists apart
    // from the chunks, and every page links it.
    const siteSheets = Object.values(site.manifest)
      .filter((chunk) => chunk.file.endsWith('.css'))
      .map((chunk) => chunk.file);
    const css = [...new Set([...filesOf(site.manifest, routeClosure('home')).css, ...siteSheets])];
    expect(css.length).toBeGreaterThan(0);
    const bytes = gzipBytes(site.outDir, css);
    report.push(`home CSS: ${kb(bytes)} of ${kb(BUDGETS.homeCss)}`);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.homeCss);
  });

  it('fetches every route lazily: each page is a chunk of its own, none of them in the entry', () => {
    expect(ROUTES).toContain('home');
    const entryModules = modulesIn(staticClosure(site.manifest, ['index.html']));
    const pageModules = entryModules.filter((id) => /\/src\/app\/routes\/|-page\/[^/]+-page\.tsx$/.test(id));
    expect(pageModules, 'page code in the entry').toEqual([]);
    const files = ROUTES.map((route) => {
      const chunk = site.manifest[chunkKeyOf(site.manifest, routeSource(route))];
      expect(chunk?.isDynamicEntry, `${route} is fetched on demand`).toBe(true);
      return chunk?.file;
    });
    expect(new Set(files).size, 'one chunk per route').toBe(ROUTES.length);
    report.push(`routes: ${ROUTES.length}, each its own chunk, none in the entry`);
  });

  it('keeps payment, account, licence adjustment, admin and Stripe code out of the public pages', () => {
    const isPrivate = (id: string) => PRIVATE_CODE.some((pattern) => pattern.test(id));
    for (const route of PUBLIC_ROUTES) {
      expect(modulesIn(routeClosure(route)).filter(isPrivate), `/${route}`).toEqual([]);
    }
    // The patterns do name real code: each private route brings some of it.
    for (const route of PRIVATE_ROUTES) {
      expect(modulesIn(routeClosure(route)).some(isPrivate), `/${route}`).toBe(true);
    }
    report.push(`public routes free of private code: ${PUBLIC_ROUTES.length}`);
  });

  it(`ships fonts within ${kb(BUDGETS.fontsTotal)} in all and ${kb(BUDGETS.fontFile)} a file`, () => {
    const fonts = builtFiles(/\.woff2$/);
    expect(fonts.length).toBeGreaterThan(0);
    const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
    const largest = fonts.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    report.push(
      `fonts: ${fonts.length} files, ${kb(total)} of ${kb(BUDGETS.fontsTotal)}; largest ${kb(largest.bytes)} of ${kb(BUDGETS.fontFile)} (${path.basename(largest.file)})`,
    );
    expect(total).toBeLessThanOrEqual(BUDGETS.fontsTotal);
    for (const font of fonts) expect(font.bytes, font.file).toBeLessThanOrEqual(BUDGETS.fontFile);
  });

  it(`ships images within ${kb(BUDGETS.imagesTotal)} in all and ${kb(BUDGETS.imageFile)} an image`, () => {
    const images = builtFiles(/\.(svg|png|jpe?g|webp|avif|gif|ico)$/);
    expect(images.length).toBeGreaterThan(0);
    const total = images.reduce((sum, image) => sum + image.bytes, 0);
    const largest = images.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    report.push(
      `images: ${images.length} files, ${kb(total)} of ${kb(BUDGETS.imagesTotal)}; largest ${kb(largest.bytes)} of ${kb(BUDGETS.imageFile)} (${largest.file})`,
    );
    expect(total).toBeLessThanOrEqual(BUDGETS.imagesTotal);
    for (const image of images) expect(image.bytes, image.file).toBeLessThanOrEqual(BUDGETS.imageFile);
  });
});

// The figures, printed even when a budget fails, so a reader sees the margin left.
afterAll(async () => {
  if (report.length > 0) console.log(`Bundle budgets (gzip -9; 1 KB = 1000 bytes)\n  ${report.join('\n  ')}`);
  if (site) await rm(site.outDir, { recursive: true, force: true });
});
