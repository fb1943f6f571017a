// The variants of the built site that the Lighthouse gate compares a page with, each written as a
// whole site folder that the built API serves as it serves the real one (SITE_DIR): same server,
// same compression, same headers, so the only difference is in the pages themselves.
//   floor:  every pre-rendered page without its scripts and module preloads: what the page costs
//           with nothing but its HTML, style sheet, fonts and images, the best it can score.
//   slowed: every pre-rendered page with one more script that holds the main thread for 500 ms
//           once the page has loaded (after its first paint, as a page's own scripts would, so it
//           costs blocking time rather than only delaying the paint), for the test of the gate
//           itself (a page made slower on purpose must fail).
// Usage: node scripts/lighthouse-sites.mjs floor|slowed <site folder> <output folder>
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The site build's list of pre-rendered pages (apps/site/vite/prerender-pages.ts). */
const PAGES_INDEX = 'pages/index.json';

/**
 * The slowed pages' extra script holds the browser's main thread for 500 ms of the machine's time
 * when the page has loaded, the script docs/measurements.md#lighthouse describes. The audit's
 * simulated phone sees it slowed down like every task (3 s at 6x). Until 2026-11-27 it did a fixed
 * amount of work instead, about 500 ms of the phone's time; CI's run that day showed that this is
 * within what two audits a few minutes apart differ by on a shared machine (the real "/" came out
 * further behind its floor than the slowed one), so the test of the gate could not tell them apart.
 */
export const BLOCKING_MS = 500;
const BLOCKING_SCRIPT = '/assets/block-main-thread.js';

/** The pre-rendered HTML files of a built site, in every language, relative to its folder. */
export function prerenderedFiles(siteDir) {
  const index = JSON.parse(readFileSync(path.join(siteDir, PAGES_INDEX), 'utf8'));
  return Object.values(index).flatMap((byLanguage) => Object.values(byLanguage));
}

/** The page without a script: no <script> element, no modulepreload hint. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>\s*/gi, '');
}

/** The page with a script that blocks the main thread when the page has loaded. */
export function withBlockingScript(html) {
  return html.replace(/<\/head>/i, `<script src="${BLOCKING_SCRIPT}"></script>\n  </head>`);
}

const blockingScript = `// Written by scripts/lighthouse-sites.mjs for the test of the Lighthouse gate: not part of the site.
addEventListener('load', () => {
  const until = performance.now() + ${BLOCKING_MS};
  while (performance.now() < until) {}
});
`;

/** Copies the built site to `outDir` with every pre-rendered page rewritten by `rewrite`. */
function writeVariant(siteDir, outDir, rewrite) {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(siteDir, outDir, { recursive: true });
  for (const file of prerenderedFiles(siteDir)) {
    const target = path.join(outDir, file);
    writeFileSync(target, rewrite(readFileSync(target, 'utf8')));
  }
}

export function writeFloorSite(siteDir, outDir) {
  writeVariant(siteDir, outDir, withoutScripts);
}

export function writeSlowedSite(siteDir, outDir) {
  writeVariant(siteDir, outDir, withBlockingScript);
  writeFileSync(path.join(outDir, BLOCKING_SCRIPT), blockingScript);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [variant, siteDir, outDir] = process.argv.slice(2);
  const write = { floor: writeFloorSite, slowed: writeSlowedSite }[variant];
  if (!write || !siteDir || !outDir) {
    console.error('usage: node scripts/lighthouse-sites.mjs floor|slowed <site folder> <output folder>');
    process.exit(2);
  }
  write(path.resolve(siteDir), path.resolve(outDir));
}
