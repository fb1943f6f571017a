import { readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
// By path, as precompiled-messages.ts reads the catalogs: the config loader leaves packages to
// Node. The module imports nothing.
import { tokens } from '../../../packages/ui/src/themes/tokens.ts';
import { MESSAGES_DIR } from './precompiled-messages.ts';

/**
 * The typeface as the site uses it (docs/measurements.md#lighthouse): the variable Inter that
 * @app/ui ships spans weights 100 to 900, and its basic-Latin file, the one every page preloads
 * before it paints, holds glyphs no page shows. The browser build keeps that face's weight axis to
 * the design tokens' weights and its glyphs to those of the site's words in its four languages plus
 * all of Latin-1 (what a visitor types: addresses, names): about half its bytes. A glyph left out
 * is drawn in the fallback face, as any glyph of no face is. The other faces (Latin Extended, Greek, ...) are
 * fetched only for characters of their own ranges, which none of the site's words has.
 */
const BASIC_LATIN_FILE = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;
/** The basic-Latin face's weight range as @fontsource-variable/inter declares it. */
const fullRangeOf = (file: string) =>
  new RegExp(
    `(@font-face\\{[^}]*?)font-weight:\\s*100 900([^}]*${path.basename(file).replace(/[.]/g, '\\.')})`,
  );

const CATALOGS = ['en', 'fr', 'de', 'it'].map((language) => path.join(MESSAGES_DIR, `${language}.json`));

/** The lightest and boldest weight the design tokens use. */
export function usedWeights(): { min: number; max: number } {
  const weights = Object.values(tokens.fontWeight).map(Number);
  return { min: Math.min(...weights), max: Math.max(...weights) };
}

/** The characters the basic-Latin face keeps: all of Latin-1 and every one the catalogs use. */
export function keptCharacters(catalogs: readonly string[]): string {
  let latin1 = '';
  for (let code = 0x20; code <= 0xff; code += 1)
    if (code < 0x7f || code >= 0xa0) latin1 += String.fromCharCode(code);
  return [...new Set([...latin1, ...catalogs.join('')])].join('');
}

export function trimmedFonts(): Plugin {
  return {
    name: 'trimmed-fonts',
    apply: 'build',
    // After Vite's own CSS plugin has put the style sheet into the bundle.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const { min, max } = usedWeights();
      const font = Object.values(bundle).find(
        (output) => output.type === 'asset' && BASIC_LATIN_FILE.test(output.fileName),
      );
      if (font?.type !== 'asset') throw new Error('the bundle has no basic-Latin face of Inter to trim');
      const text = keptCharacters(CATALOGS.map((file) => readFileSync(file, 'utf8')));
      font.source = await subsetFont(Buffer.from(font.source as Uint8Array), text, {
        targetFormat: 'woff2',
        variationAxes: { wght: { min, max } },
      });
      const declaration = fullRangeOf(font.fileName);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        const css =
          typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
        output.source = css.replace(declaration, `$1font-weight:${min} ${max}$2`);
      }
    },
  };
}
