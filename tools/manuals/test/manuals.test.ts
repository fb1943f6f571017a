import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES, type Language } from '@app/contracts';
import { COMPANY, localeFor, messages } from '@app/i18n';
import { styleProblems } from '@app/i18n/style-guide';
import { FREE_TRIAL_DAYS } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltManual,
  buildManuals,
  MANUAL_LANGUAGES,
  MANUALS_SOURCE_DIR,
  manualFileName,
  parseManual,
  renderManual,
} from '../src/index.js';

// The manuals are rendered uncompressed here, so their text can be read from the page contents.

/** The text pdfkit drew: each `[<hex> kerning <hex>] TJ` is one line, in WinAnsi bytes. */
function pageText(pdf: string): string {
  const winAnsi = new TextDecoder('windows-1252');
  return [...pdf.matchAll(/\[((?:<[0-9a-f]*>|[\s\d.-])*)\]\s*TJ/g)]
    .map(([, operands = '']) =>
      winAnsi.decode(
        Buffer.from([...operands.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => hex).join(''), 'hex'),
      ),
    )
    .join('\n');
}

/** Object `number 0 obj ... endobj` of the file. */
function object(pdf: string, number: string): string {
  const match = new RegExp(`(?:^|\\n)${number} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(pdf);
  if (!match?.[1]) throw new Error(`object ${number} not found`);
  return match[1];
}

/** A PDF literal string `(...)`, UTF-16 when it starts with a byte order mark. */
function literal(value: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = value
    .trim()
    .slice(1, -1)
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escaped: string) =>
      /^[0-7]/.test(escaped)
        ? String.fromCharCode(Number.parseInt(escaped, 8))
        : (escapes[escaped] ?? escaped),
    );
  const buffer = Buffer.from(bytes, 'latin1');
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return buffer.subarray(2).swap16().toString('utf16le');
  return buffer.toString('latin1');
}

/** An entry of the document information dictionary (the trailer's /Info). */
function info(pdf: string, key: string): string {
  const infoNumber = /\/Info (\d+) 0 R/.exec(pdf)?.[1] ?? '';
  const entry = new RegExp(`/${key} (?:(\\d+) 0 R|(\\([^\\n]*\\)))`).exec(object(pdf, infoNumber));
  if (!entry) throw new Error(`/${key} not in the information dictionary`);
  return literal(entry[2] ?? object(pdf, entry[1] ?? ''));
}

const pageCount = (pdf: string) => pdf.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

const expected: Record<Language, { title: string; chapter: string; firstFooter: string }> = {
  en: {
    title: 'User manual – The dictation app for Windows',
    chapter: 'Troubleshooting',
    firstFooter: 'Page 2 of',
  },
  fr: {
    title: 'Manuel d’utilisation – L’application de dictée pour Windows',
    chapter: 'Dépannage',
    firstFooter: 'Page 2 sur',
  },
  de: {
    title: 'Benutzerhandbuch – Die Diktier-App für Windows',
    chapter: 'Fehlerbehebung',
    firstFooter: 'Seite 2 von',
  },
  it: {
    title: 'Manuale d’uso – L’applicazione di dettatura per Windows',
    chapter: 'Risoluzione dei problemi',
    firstFooter: 'Pagina 2 di',
  },
};

describe('the user manual PDFs', () => {
  let outputDir: string;
  let built: BuiltManual[];
  const pdfs = new Map<Language, string>();

  beforeAll(async () => {
    outputDir = await mkdtemp(path.join(tmpdir(), 'manuals-'));
    built = await buildManuals({ outputDir, compress: false });
    for (const manual of built) pdfs.set(manual.language, (await readFile(manual.file)).toString('latin1'));
  });
  afterAll(() => rm(outputDir, { recursive: true, force: true }));

  it('covers every language of the site, one file each at the path /support links to', () => {
    expect([...MANUAL_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    expect(built.map((manual) => path.basename(manual.file)).sort()).toEqual(
      LANGUAGES.map((language) => manualFileName(language)).sort(),
    );
  });

  it.each(LANGUAGES)('%s: a PDF with its title, author and language', (language) => {
    const pdf = pdfs.get(language) ?? '';
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(info(pdf, 'Title')).toBe(expected[language].title);
    expect(info(pdf, 'Author')).toBe(COMPANY.name);
    expect(pdf).toContain(`/Lang (${localeFor(language)})`);
    // Tagged for screen readers, with the title shown instead of the file name.
    expect(pdf).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(pdf).toContain('/DisplayDocTitle true');
  });

  it.each(LANGUAGES)('%s: a title page and several pages of chapters, numbered in the footer', (language) => {
    const pdf = pdfs.get(language) ?? '';
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(built.find((manual) => manual.language === language)?.pages).toBe(pages);
    const text = pageText(pdf);
    expect(text).toContain(expected[language].chapter);
    expect(text).toContain(`${expected[language].firstFooter} ${pages}`);
  });

  it.each(LANGUAGES)('%s: the support address and hours come from the company facts', (language) => {
    const text = pageText(pdfs.get(language) ?? '');
    expect(text).toContain(COMPANY.supportEmail);
    expect(text).toContain(`${COMPANY.supportHours.opens}:00`);
    expect(text).toContain(`${COMPANY.supportHours.closes}:00`);
    expect(text).toContain(messages[language]['company.country']);
    // Every placeholder was filled and every bold marker turned into a font change.
    expect(text).not.toMatch(/[{}]|\*\*/);
  });

  it('keeps French punctuation on its line with a no-break space', () => {
    const text = pageText(pdfs.get('fr') ?? '');
    expect(text).toContain('Mot de passe oublié\u00a0?');
    expect(text).not.toMatch(/ [:;!?]/);
  });

  it('gives the same bytes on every build and leaves an unchanged file alone', async () => {
    const again = await buildManuals({ outputDir, compress: false });
    expect(again.map((manual) => manual.written)).toEqual(LANGUAGES.map(() => false));
    const file = path.join(outputDir, manualFileName('en'));
    const before = await stat(file);
    const compressed = await buildManuals({ outputDir, compress: true, languages: ['en'] });
    expect(compressed[0]?.written).toBe(true);
    const bytes = await readFile(file);
    const rendered = await renderManual(
      parseManual('en', await readFile(path.join(MANUALS_SOURCE_DIR, 'en.md'), 'utf8')),
    );
    expect(rendered.equals(bytes)).toBe(true);
    expect(bytes.length).toBeLessThan(before.size);
  });
});

describe('the manual source', () => {
  const frontMatter = [
    '---',
    'title: Manual',
    'subtitle: For tests',
    'edition: 2026-11-01',
    'editionLabel: Edition {date}',
    'contentsLabel: Contents',
    'pageLabel: Page {page} of {pages}',
    'country: Switzerland',
    '---',
    '',
  ].join('\n');

  it('reads chapters, steps, bullets, notes and paragraphs', () => {
    const manual = parseManual(
      'en',
      `${frontMatter}## First\n\nOne line\nand the next.\n\n1. Step one\n2. Step **two**\n\n- A bullet\n\n> A note\n\n### Detail\n\nWrite to {supportEmail} within {trialDays} days.\n`,
    );
    expect(manual.blocks).toEqual([
      { kind: 'heading', level: 2, text: 'First' },
      { kind: 'paragraph', text: 'One line and the next.' },
      { kind: 'list', ordered: true, items: ['Step one', 'Step **two**'] },
      { kind: 'list', ordered: false, items: ['A bullet'] },
      { kind: 'note', text: 'A note' },
      { kind: 'heading', level: 3, text: 'Detail' },
      { kind: 'paragraph', text: `Write to ${COMPANY.supportEmail} within ${FREE_TRIAL_DAYS}\u00a0days.` },
    ]);
  });

  it('refuses what would come out wrong in the PDF, naming the file and line', () => {
    expect(() => parseManual('en', `${frontMatter}## First\n\nCall {supportPhone}.\n`)).toThrow(
      'en.md:12: unknown placeholder {supportPhone}',
    );
    expect(() => parseManual('de', `${frontMatter}## Erste\n\nDrücken Sie → Weiter.\n`)).toThrow(
      /de\.md:12: "→" \(U\+2192\) cannot be written/,
    );
    expect(() => parseManual('en', `${frontMatter}# Title\n`)).toThrow('en.md:10: only ## and ### headings');
    expect(() => parseManual('en', frontMatter.replace('country: Switzerland\n', ''))).toThrow(
      'no "country"',
    );
    expect(() => parseManual('en', `${frontMatter}Just text.\n`)).toThrow('at least one ## chapter');
  });

  it('stops a manual whose contents would run into the address on the title page', async () => {
    const chapters = (count: number) =>
      Array.from({ length: count }, (_, index) => `## Chapter ${index + 1}\n\nText.\n`).join('\n');
    await expect(renderManual(parseManual('en', `${frontMatter}${chapters(21)}`))).resolves.toBeInstanceOf(
      Buffer,
    );
    await expect(renderManual(parseManual('en', `${frontMatter}${chapters(22)}`))).rejects.toThrow(
      'the title page lists at most 21',
    );
  });
});

describe("the manuals keep the site's words (packages/i18n style guide)", () => {
  it.each(MANUAL_LANGUAGES)(
    '%s: the form of address, the spelling and the glossary terms of the catalogs',
    async (language) => {
      const source = await readFile(path.join(MANUALS_SOURCE_DIR, `${language}.md`), 'utf8');
      // The PDF sets typographic apostrophes, which the catalogs write as ASCII; a placeholder's
      // name is no word of the text.
      const text = source.replaceAll('\u2019', "'").replace(/\{\w+\}/g, '{}');
      const problems = text
        .split('\n')
        .flatMap((line, index) =>
          styleProblems(language, line).map(
            (problem) => `${language}.md:${index + 1} "${problem.form}" (${problem.why})`,
          ),
        );
      expect(problems).toEqual([]);
    },
  );
});
