import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@app/contracts';
import { parseManual } from './parse-manual.js';
import { type RenderOptions, renderManual } from './render/render-manual.js';

export const MANUAL_LANGUAGES: readonly Language[] = LANGUAGES;

/** content/<language>.md, beside src/ and dist/ alike. */
export const MANUALS_SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content');

/** The path /support links to, under the site's root. */
export function manualFileName(language: Language): string {
  return `manual-${language}.pdf`;
}

export interface BuildOptions extends RenderOptions {
  /** Where the PDFs go: the site's public/manuals/. */
  outputDir: string;
  sourceDir?: string;
  languages?: readonly Language[];
}

export interface BuiltManual {
  language: Language;
  file: string;
  bytes: number;
  pages: number;
  /** False when the file already held these bytes and was left untouched. */
  written: boolean;
}

/** Renders content/<lang>.md to <outputDir>/manual-<lang>.pdf for every language. */
export async function buildManuals(options: BuildOptions): Promise<BuiltManual[]> {
  const sourceDir = options.sourceDir ?? MANUALS_SOURCE_DIR;
  const { outputDir } = options;
  await mkdir(outputDir, { recursive: true });
  return Promise.all(
    (options.languages ?? MANUAL_LANGUAGES).map(async (language) => {
      const fileName = `${language}.md`;
      const manual = parseManual(language, await readFile(path.join(sourceDir, fileName), 'utf8'), fileName);
      const pdf = await renderManual(manual, options);
      const file = path.join(outputDir, manualFileName(language));
      const previous = await readFile(file).catch(() => null);
      // Rewriting identical bytes would still wake the dev server's watcher and reset the mtime.
      const written = !previous?.equals(pdf);
      if (written) await writeFile(file, pdf);
      const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
      return { language, file, bytes: pdf.length, pages, written };
    }),
  );
}
