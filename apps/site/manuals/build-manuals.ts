/**
 * The user manuals linked from /support (docs/routes-and-screens.md#support): one PDF per language, rendered
 * with pdfkit from the Markdown beside this file into public/manuals/manual-<lang>.pdf. The PDFs are build
 * output (git-ignored); vite.config.ts runs this at build start and when the dev server starts.
 *
 * The source is a small Markdown subset, so translators edit plain text:
 * - a front matter block (`key: value` lines between `---`) with the words of the title page and
 *   the footer, and `edition` (YYYY-MM-DD), which dates the PDF so a rebuild gives the same bytes;
 * - `## Chapter` and `### Section` headings, paragraphs, `1.` numbered steps, `-` bullets,
 *   `> ` notes, and `**bold**` for the names of buttons and menus;
 * - placeholders such as `{supportEmail}` for the facts kept elsewhere (see `placeholders`).
 *
 * Loaded by Vite's config loader, which runs Node on a bundle of this file and its relative
 * imports but leaves packages to Node: workspace packages would then load their dist/, which a
 * fresh clone does not have yet. So the few facts from @app/pricing and @app/ui are repeated in
 * MANUAL_FACTS and MANUAL_COLORS, and src/content/manuals.test.ts fails when they drift apart.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
// By relative path, to the packages' sources: Vite loads its config (and so this file) with plain
// Node before any package is built, and these four modules import nothing.
import { LANGUAGES, type Language } from '../../../packages/contracts/src/languages.ts';
import { COMPANY, PRODUCT_NAME } from '../../../packages/i18n/src/brand.ts';
import {
  FREE_TRIAL_DAYS,
  MINIMUM_USERS,
  TRANSLATION_LANGUAGE_COUNT,
} from '../../../packages/pricing/src/catalogue.ts';
import { tokens } from '../../../packages/ui/src/themes/tokens.ts';

export const MANUAL_LANGUAGES: readonly Language[] = LANGUAGES;

/** The catalogue's figures the manual quotes. */
export const MANUAL_FACTS = {
  trialDays: FREE_TRIAL_DAYS,
  translationLanguages: TRANSLATION_LANGUAGE_COUNT,
  enterpriseMinimumUsers: MINIMUM_USERS.enterprise,
} as const;

/** The site's brand and text colours, so the PDF looks like the site. */
export const MANUAL_COLORS = {
  brand: tokens.color.brand,
  onBrand: tokens.color.onBrand,
  text: tokens.color.text,
  textMuted: tokens.color.textMuted,
} as const;

export const MANUALS_SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
export const MANUALS_OUTPUT_DIR = path.resolve(MANUALS_SOURCE_DIR, '../public/manuals');

/** The path /support links to, under the site's root. */
export function manualFileName(language: Language): string {
  return `manual-${language}.pdf`;
}

const FRONT_MATTER_KEYS = [
  'title',
  'subtitle',
  'edition',
  'editionLabel',
  'contentsLabel',
  'pageLabel',
  'country',
] as const;
type FrontMatter = Record<(typeof FRONT_MATTER_KEYS)[number], string>;

type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

export interface ManualSource {
  language: Language;
  meta: FrontMatter;
  blocks: Block[];
}

/** The facts a manual may name, each from the one place that owns it. */
function placeholders(language: Language): Record<string, string> {
  const hour = (value: number) =>
    new Intl.DateTimeFormat(localeOf(language), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(Date.UTC(2025, 0, 1, value));
  return {
    product: PRODUCT_NAME,
    companyName: COMPANY.name,
    supportEmail: COMPANY.supportEmail,
    privacyEmail: COMPANY.privacyEmail,
    opens: hour(COMPANY.supportHours.opens),
    closes: hour(COMPANY.supportHours.closes),
    trialDays: String(MANUAL_FACTS.trialDays),
    translationLanguages: String(MANUAL_FACTS.translationLanguages),
    enterpriseMinimumUsers: String(MANUAL_FACTS.enterpriseMinimumUsers),
  };
}

/** The PDF's /Lang and the locale of its dates and times, as the site's (@app/i18n localeFor). */
function localeOf(language: Language): string {
  return `${language}-CH`;
}

/**
 * pdfkit's standard fonts (Helvetica) write text in WinAnsi: Latin-1 plus a few typographic
 * signs. Anything else would come out as a wrong glyph, so it stops the build instead.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function checkEncodable(text: string, where: string): void {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    if (!latin1 && !WIN_ANSI_EXTRA.includes(char))
      throw new Error(
        `${where}: "${char}" (U+${code.toString(16).toUpperCase().padStart(4, '0')}) cannot be written with the PDF's standard font`,
      );
  }
}

/**
 * French puts a space before : ; ! ? and inside « »; a no-break one keeps the sign on the
 * line. The narrow no-break space the site uses is not in WinAnsi, so the PDF takes U+00A0.
 */
function typography(language: Language, text: string): string {
  if (language !== 'fr') return text;
  return text
    .replace(/[ \u202f]([:;!?»])/g, '\u00a0$1')
    .replace(/«[ \u202f]/g, '«\u00a0')
    .replace(/\u202f/g, '\u00a0');
}

function fill(language: Language, text: string, where: string): string {
  const values = placeholders(language);
  const filled = text.replace(/\{(\w+)\}( ?)/g, (match, name: string, space: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${where}: unknown placeholder ${match.trim()}`);
    // "35 languages" stays on one line.
    return value + (space && /^\d+$/.test(value) ? '\u00a0' : space);
  });
  const result = typography(language, filled);
  checkEncodable(result, where);
  return result;
}

/** Reads manuals/<language>.md into front matter and blocks, placeholders filled in. */
export function parseManual(language: Language, source: string, fileName = `${language}.md`): ManualSource {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0] !== '---') throw new Error(`${fileName}: must start with a front matter block (---)`);
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error(`${fileName}: the front matter block is not closed (---)`);

  const meta: Partial<FrontMatter> = {};
  lines.slice(1, end).forEach((line, index) => {
    const match = /^(\w+):\s*(.*)$/.exec(line);
    const where = `${fileName}:${index + 2}`;
    if (!match?.[1]) throw new Error(`${where}: expected "key: value"`);
    const key = match[1] as keyof FrontMatter;
    if (!FRONT_MATTER_KEYS.includes(key)) throw new Error(`${where}: unknown key "${key}"`);
    // {date}, {page} and {pages} are filled in while rendering, the rest now.
    meta[key] =
      key === 'editionLabel' || key === 'pageLabel'
        ? (match[2] ?? '')
        : fill(language, match[2] ?? '', where);
  });
  for (const key of FRONT_MATTER_KEYS)
    if (!meta[key]) throw new Error(`${fileName}: the front matter has no "${key}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.edition ?? ''))
    throw new Error(`${fileName}: "edition" must be a date written YYYY-MM-DD`);

  const blocks: Block[] = [];
  let paragraph: { kind: 'paragraph' | 'note'; lines: string[]; start: number } | null = null;
  const closeParagraph = () => {
    if (paragraph)
      blocks.push({
        kind: paragraph.kind,
        text: fill(language, paragraph.lines.join(' '), `${fileName}:${paragraph.start}`),
      });
    paragraph = null;
  };

  lines.slice(end + 1).forEach((raw, index) => {
    const line = raw.trim();
    const where = `${fileName}:${end + index + 2}`;
    const heading = /^(#{1,6})\s+(.+)$/.exec(line);
    const item = /^(?:(\d+)\.|-)\s+(.+)$/.exec(line);
    if (line === '') {
      closeParagraph();
    } else if (heading?.[1] && heading[2]) {
      closeParagraph();
      const level = heading[1].length;
      // The title page holds the one level-1 heading; deeper levels would not show in a short manual.
      if (level !== 2 && level !== 3) throw new Error(`${where}: only ## and ### headings are allowed`);
      blocks.push({ kind: 'heading', level, text: fill(language, heading[2], where) });
    } else if (item?.[2]) {
      closeParagraph();
      const ordered = item[1] !== undefined;
      const text = fill(language, item[2], where);
      const last = blocks.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(text);
      else blocks.push({ kind: 'list', ordered, items: [text] });
    } else {
      const kind = line.startsWith('>') ? 'note' : 'paragraph';
      const text = kind === 'note' ? line.replace(/^>\s?/, '') : line;
      if (paragraph?.kind !== kind) {
        closeParagraph();
        paragraph = { kind, lines: [], start: end + index + 2 };
      }
      paragraph.lines.push(text);
    }
  });
  closeParagraph();

  if (!blocks.some((block) => block.kind === 'heading'))
    throw new Error(`${fileName}: a manual needs at least one ## chapter`);
  return { language, meta: meta as FrontMatter, blocks };
}

// Layout, in PDF points (1/72 inch) on A4.
const FONT = 'Helvetica';
const FONT_BOLD = 'Helvetica-Bold';
const MARGIN = { top: 72, bottom: 80, left: 72, right: 72 };
const BODY_SIZE = 10.5;
const LINE_GAP = 3;
const LIST_INDENT = 20;
const NOTE_INDENT = 14;

interface Run {
  text: string;
  bold: boolean;
}

function runsOf(text: string): Run[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4
        ? { text: part.slice(2, -2), bold: true }
        : { text: part, bold: false },
    );
}

export interface RenderOptions {
  /** Deflate the page contents (the default); tests turn it off to read the text. */
  compress?: boolean;
}

/** Renders one manual to PDF bytes. The same source always gives the same bytes. */
export async function renderManual(manual: ManualSource, options: RenderOptions = {}): Promise<Buffer> {
  const { language, meta } = manual;
  const locale = localeOf(language);
  const edition = new Date(`${meta.edition}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    compress: options.compress ?? true,
    bufferPages: true,
    autoFirstPage: false,
    // Tagged, with a language and a shown title: screen readers can follow the headings and lists.
    tagged: true,
    lang: locale,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: `${meta.title} – ${meta.subtitle}`,
      Author: COMPANY.name,
      Subject: meta.subtitle,
      Creator: COMPANY.name,
      // Fixed by the source, not the clock: the file only changes when its text does.
      CreationDate: edition,
      ModDate: edition,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const width = () => doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  const currentPage = () => {
    const range = doc.bufferedPageRange();
    return range.start + range.count - 1;
  };
  /** Starts a new page unless `height` more points fit, so a heading never ends a page. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const artifact = (draw: () => void) => {
    doc.markContent('Artifact');
    draw();
    doc.endMarkedContent();
  };
  /** A structure element whose content `draw` writes (drawn as soon as it joins the tree). */
  const tag = (type: string, draw: () => void) => doc.struct(type, {}, draw);
  const writeRuns = (text: string, x: number, y: number, runWidth: number) => {
    const runs = runsOf(text);
    runs.forEach((run, index) => {
      doc.font(run.bold ? FONT_BOLD : FONT).fontSize(BODY_SIZE);
      const runOptions = { width: runWidth, lineGap: LINE_GAP, continued: index < runs.length - 1 };
      if (index === 0) doc.text(run.text, x, y, runOptions);
      else doc.text(run.text, runOptions);
    });
  };

  const root = doc.struct('Document');
  doc.addStructure(root);

  // Title page: a brand band with the title, the edition, the contents (filled in at the end,
  // once the chapters' pages are known) and the company's address.
  doc.addPage();
  const band = 210;
  artifact(() => {
    doc.rect(0, 0, doc.page.width, band).fill(MANUAL_COLORS.brand);
  });
  root.add(
    tag('P', () => {
      doc
        .font(FONT_BOLD)
        .fontSize(11)
        .fillColor(MANUAL_COLORS.onBrand)
        .text(COMPANY.name, MARGIN.left, 80, { width: width() });
    }),
  );
  root.add(
    tag('H1', () => {
      doc.font(FONT_BOLD).fontSize(30).text(meta.title, MARGIN.left, 104, { width: width() });
    }),
  );
  root.add(
    tag('P', () => {
      doc.font(FONT).fontSize(15).text(meta.subtitle, { width: width() });
    }),
  );
  const editionDate = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(edition);
  root.add(
    tag('P', () => {
      doc
        .font(FONT)
        .fontSize(BODY_SIZE)
        .fillColor(MANUAL_COLORS.textMuted)
        .text(
          fill(language, meta.editionLabel.replace('{date}', editionDate), 'editionLabel'),
          MARGIN.left,
          band + 24,
          {
            width: width(),
          },
        );
    }),
  );
  const contents = doc.struct('TOC');
  const contentsTop = band + 70;
  const chapters: { title: string; destination: string; page: number }[] = [];
  root.add(
    tag('H2', () => {
      doc
        .font(FONT_BOLD)
        .fontSize(14)
        .fillColor(MANUAL_COLORS.brand)
        .text(meta.contentsLabel, MARGIN.left, contentsTop, { width: width() });
    }),
  );
  root.add(contents);
  const address = [COMPANY.name, COMPANY.street, `${COMPANY.postalCode} ${COMPANY.city}`, meta.country].join(
    '\n',
  );
  root.add(
    tag('P', () => {
      doc
        .font(FONT)
        .fontSize(9)
        .fillColor(MANUAL_COLORS.textMuted)
        .text(`${address}\n${COMPANY.supportEmail}`, MARGIN.left, doc.page.height - MARGIN.bottom - 70, {
          width: width(),
          lineGap: 2,
        });
    }),
  );

  // The chapters, from page 2 on.
  doc.addPage();
  let section: ReturnType<typeof doc.struct> | null = null;
  let outline: ReturnType<typeof doc.outline.addItem> | null = null;
  for (const block of manual.blocks) {
    if (block.kind === 'heading' && block.level === 2) {
      section?.end();
      section = doc.struct('Sect');
      root.add(section);
      if (chapters.length > 0) doc.y += 16;
      keep(90);
      const destination = `chapter-${chapters.length + 1}`;
      doc.addNamedDestination(destination, 'XYZ', null, doc.y, null);
      chapters.push({ title: block.text, destination, page: currentPage() + 1 });
      outline = doc.outline.addItem(block.text);
      section.add(
        tag('H2', () => {
          doc
            .font(FONT_BOLD)
            .fontSize(16)
            .fillColor(MANUAL_COLORS.brand)
            .text(block.text, MARGIN.left, doc.y, { width: width() });
        }),
      );
      doc.y += 6;
      continue;
    }
    const parent = section ?? root;
    doc.fillColor(MANUAL_COLORS.text);
    switch (block.kind) {
      case 'heading':
        doc.y += 6;
        keep(70);
        outline?.addItem(block.text);
        parent.add(
          tag('H3', () => {
            doc
              .font(FONT_BOLD)
              .fontSize(12)
              .fillColor(MANUAL_COLORS.text)
              .text(block.text, MARGIN.left, doc.y, { width: width() });
          }),
        );
        doc.y += 4;
        break;
      case 'paragraph':
        keep(30);
        parent.add(tag('P', () => writeRuns(block.text, MARGIN.left, doc.y, width())));
        doc.y += 8;
        break;
      case 'note': {
        // A short aside with a brand bar on its left, kept on one page.
        doc.font(FONT).fontSize(BODY_SIZE);
        const textWidth = width() - NOTE_INDENT;
        const height = doc.heightOfString(block.text.replaceAll('**', ''), {
          width: textWidth,
          lineGap: LINE_GAP,
        });
        keep(height + 8);
        const top = doc.y;
        parent.add(tag('P', () => writeRuns(block.text, MARGIN.left + NOTE_INDENT, top, textWidth)));
        const barBottom = doc.y - LINE_GAP;
        artifact(() => {
          doc.rect(MARGIN.left, top - 2, 3, barBottom - top + 4).fill(MANUAL_COLORS.brand);
        });
        doc.fillColor(MANUAL_COLORS.text);
        doc.y += 10;
        break;
      }
      case 'list': {
        const list = doc.struct('L');
        parent.add(list);
        block.items.forEach((text, index) => {
          keep(2 * (BODY_SIZE + LINE_GAP) + 4);
          const top = doc.y;
          const item = doc.struct('LI');
          list.add(item);
          item.add(
            tag('Lbl', () => {
              doc
                .font(FONT_BOLD)
                .fontSize(BODY_SIZE)
                .fillColor(block.ordered ? MANUAL_COLORS.brand : MANUAL_COLORS.text)
                .text(block.ordered ? `${index + 1}.` : '•', MARGIN.left + 2, top, {
                  width: LIST_INDENT,
                  lineBreak: false,
                });
            }),
          );
          item.add(
            tag('LBody', () => {
              doc.fillColor(MANUAL_COLORS.text);
              writeRuns(text, MARGIN.left + LIST_INDENT, top, width() - LIST_INDENT);
            }),
          );
          item.end();
          doc.y += 4;
        });
        list.end();
        doc.y += 6;
        break;
      }
    }
  }
  section?.end();

  // The contents on the title page, linked to the chapters, now that their pages are known.
  doc.switchToPage(0);
  let y = contentsTop + 28;
  for (const chapter of chapters) {
    // Title and page number as two elements, so a screen reader says "Support, 6", not "Support6".
    const item = doc.struct('TOCI');
    contents.add(item);
    doc.font(FONT).fontSize(BODY_SIZE).fillColor(MANUAL_COLORS.text);
    item.add(
      tag('Reference', () => {
        doc.text(chapter.title, MARGIN.left, y, {
          width: width() - 40,
          goTo: chapter.destination,
          lineBreak: false,
        });
      }),
    );
    item.add(
      tag('Lbl', () => {
        doc.text(String(chapter.page), MARGIN.left + width() - 40, y, {
          width: 40,
          align: 'right',
          goTo: chapter.destination,
          lineBreak: false,
        });
      }),
    );
    item.end();
    y += BODY_SIZE + 7;
  }
  contents.end();

  // Footers on every page but the title page; page numbers are layout, not content.
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index++) {
    doc.switchToPage(index);
    const footerY = doc.page.height - MARGIN.bottom + 36;
    // Writing below the bottom margin would otherwise make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    artifact(() => {
      doc
        .moveTo(MARGIN.left, footerY - 10)
        .lineTo(doc.page.width - MARGIN.right, footerY - 10)
        .lineWidth(0.5)
        .stroke(MANUAL_COLORS.textMuted);
      doc.font(FONT).fontSize(8.5).fillColor(MANUAL_COLORS.textMuted);
      doc.text(`${COMPANY.name} · ${meta.title}`, MARGIN.left, footerY, { width: width(), lineBreak: false });
      const label = meta.pageLabel.replace('{page}', String(index + 1)).replace('{pages}', String(count));
      doc.text(fill(language, label, 'pageLabel'), MARGIN.left, footerY, {
        width: width(),
        align: 'right',
        lineBreak: false,
      });
    });
    doc.page.margins.bottom = MARGIN.bottom;
  }

  root.end();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

export interface BuildOptions extends RenderOptions {
  sourceDir?: string;
  outputDir?: string;
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

/** Renders manuals/<lang>.md to <outputDir>/manual-<lang>.pdf for every language. */
export async function buildManuals(options: BuildOptions = {}): Promise<BuiltManual[]> {
  const sourceDir = options.sourceDir ?? MANUALS_SOURCE_DIR;
  const outputDir = options.outputDir ?? MANUALS_OUTPUT_DIR;
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
