import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  BOOKKEEPING_RECORDS_YEARS,
  LANGUAGES,
  type Language,
} from '@app/contracts';
import type { ManualSource } from '../manual.js';
import { parseManual } from '../parse-manual.js';
import { type RenderOptions, renderManual } from '../render/render-manual.js';
import { processorLines } from './processor-lines.js';

/** dpa/<language>.md, beside src/ and dist/ alike. */
export const DPA_SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dpa');

/** The path the privacy policy links to, under the site's /legal/ (docs/legal.md#dpa). */
export function dpaFileName(language: Language): string {
  return `data-processing-agreement-${language}.pdf`;
}

/**
 * The agreement's own facts, filled in before the manuals' placeholders: `{processors}` alone on a
 * line becomes the list of sub-processors, `{graceDays}` and `{recordsYears}` the figures the API
 * keeps data by.
 */
export function dpaSource(language: Language, text: string, fileName = `${language}.md`): ManualSource {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (!lines.includes('{processors}')) throw new Error(`${fileName}: the agreement must list {processors}`);
  const filled = lines
    .flatMap((line) => (line === '{processors}' ? processorLines(language) : [line]))
    .join('\n')
    .replaceAll('{graceDays}', String(ACCOUNT_DELETION_GRACE_DAYS))
    .replaceAll('{recordsYears}', String(BOOKKEEPING_RECORDS_YEARS));
  return parseManual(language, filled, fileName);
}

export interface DpaBuildOptions extends RenderOptions {
  outputDir: string;
  sourceDir?: string;
  languages?: readonly Language[];
}

/** Renders dpa/<lang>.md to <outputDir>/data-processing-agreement-<lang>.pdf for every language. */
export async function buildDpas(options: DpaBuildOptions): Promise<{ language: Language; bytes: number }[]> {
  const sourceDir = options.sourceDir ?? DPA_SOURCE_DIR;
  await mkdir(options.outputDir, { recursive: true });
  return Promise.all(
    (options.languages ?? LANGUAGES).map(async (language) => {
      const fileName = `${language}.md`;
      const source = dpaSource(language, await readFile(path.join(sourceDir, fileName), 'utf8'), fileName);
      const pdf = await renderManual(source, options);
      const file = path.join(options.outputDir, dpaFileName(language));
      const previous = await readFile(file).catch(() => null);
      // Rewriting identical bytes would still wake the dev server's watcher.
      if (!previous?.equals(pdf)) await writeFile(file, pdf);
      return { language, bytes: pdf.length };
    }),
  );
}
