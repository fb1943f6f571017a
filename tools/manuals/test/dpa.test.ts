import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES } from '@app/contracts';
import { messages, PROCESSORS } from '@app/i18n';
import { styleProblems } from '@app/i18n/style-guide';
import { describe, expect, it } from 'vitest';
import { DPA_SOURCE_DIR, dpaFileName, dpaSource } from '../src/dpa/build-dpa.js';
import { renderManual } from '../src/render/render-manual.js';

/**
 * docs/legal.md#dpa: the data-processing agreement a practice downloads from the privacy policy,
 * one per language, listing the sub-processors of the one list (docs/legal.md#processors).
 */

const COUNTRY_IDS = { CH: 'privacy.country.ch', IE: 'privacy.country.ie', US: 'privacy.country.us' } as const;

const read = (language: string) => readFile(path.join(DPA_SOURCE_DIR, `${language}.md`), 'utf8');

describe('the data-processing agreement', () => {
  it.each(LANGUAGES)(
    '%s: lists every processor of the one list, with each of its countries',
    async (language) => {
      const agreement = dpaSource(language, await read(language));
      const lists = agreement.blocks.filter((block) => block.kind === 'list');
      const named = PROCESSORS.find((processor) => processor.company)?.company ?? '';
      const processors = lists.find((list) => list.items.some((item) => item.includes(named)));
      expect(processors?.items).toHaveLength(PROCESSORS.length);
      PROCESSORS.forEach((processor, index) => {
        const item = processors?.items[index] ?? '';
        if (processor.company) expect(item).toContain(`**${processor.company}**`);
        for (const { country } of processor.locations)
          expect(item).toContain(messages[language][COUNTRY_IDS[country]]);
      });
    },
  );

  it.each(LANGUAGES)(
    '%s: gives the grace period and the ten years of records from the constants',
    async (language) => {
      const text = dpaSource(language, await read(language))
        .blocks.map((block) => ('text' in block ? block.text : block.items.join('\n')))
        .join('\n');
      expect(text).toMatch(/\b30\b/);
      expect(text).toMatch(/\b10\b/);
      expect(text).not.toMatch(/\{\w+\}/);
      expect(text).toContain('321');
    },
  );

  it.each(LANGUAGES)('%s: keeps the house style of the catalogs', async (language) => {
    const problems = (await read(language))
      .split('\n')
      .flatMap((line, index) =>
        styleProblems(language, line).map(
          (problem) => `dpa/${language}.md:${index + 1} "${problem.form}" (${problem.why})`,
        ),
      );
    expect(problems).toEqual([]);
  });

  it('renders to a PDF named as the privacy policy links it', async () => {
    const pdf = await renderManual(dpaSource('fr', await read('fr')), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(dpaFileName('fr')).toBe('data-processing-agreement-fr.pdf');
  });

  it('refuses a source that has lost its list of processors', () => {
    expect(() => dpaSource('en', '---\ntitle: x\n---\n\n## A\n\nText.\n')).toThrow(
      /must list \{processors\}/,
    );
  });
});
