import { COMPANY, localeFor } from '@app/i18n';
import type { ManualSource } from '../manual.js';
import { fill } from '../text.js';
import { BODY_SIZE, COLORS, FONT, FONT_BOLD, MARGIN } from './layout.js';
import type { PageWriter, StructureElement } from './page-writer.js';

/** A chapter as the contents list it, once its page is known. */
export interface Chapter {
  title: string;
  destination: string;
  page: number;
}

const BAND_HEIGHT = 210;
const CONTENTS_TOP = BAND_HEIGHT + 70;
/** The company's address sits this far above the bottom margin. */
const ADDRESS_HEIGHT = 70;
const CONTENTS_LINE = BODY_SIZE + 7;

/**
 * The title page: a brand band with the title, the edition, the contents (an empty element, filled
 * in by `drawContents` once the chapters' pages are known) and the company's address.
 */
export function drawTitlePage(
  writer: PageWriter,
  manual: ManualSource,
  root: StructureElement,
): StructureElement {
  const { doc, width, tag, artifact } = writer;
  const { language, meta } = manual;
  doc.addPage();
  artifact(() => {
    doc.rect(0, 0, doc.page.width, BAND_HEIGHT).fill(COLORS.brand);
  });
  root.add(
    tag('P', () => {
      doc
        .font(FONT_BOLD)
        .fontSize(11)
        .fillColor(COLORS.onBrand)
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
  const editionDate = new Intl.DateTimeFormat(localeFor(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${meta.edition}T00:00:00Z`));
  const editionLabel = fill(language, meta.editionLabel.replace('{date}', editionDate), 'editionLabel');
  root.add(
    tag('P', () => {
      doc
        .font(FONT)
        .fontSize(BODY_SIZE)
        .fillColor(COLORS.textMuted)
        .text(editionLabel, MARGIN.left, BAND_HEIGHT + 24, { width: width() });
    }),
  );
  const contents = doc.struct('TOC');
  root.add(
    tag('H2', () => {
      doc
        .font(FONT_BOLD)
        .fontSize(14)
        .fillColor(COLORS.brand)
        .text(meta.contentsLabel, MARGIN.left, CONTENTS_TOP, { width: width() });
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
        .fillColor(COLORS.textMuted)
        .text(
          `${address}\n${COMPANY.supportEmail}`,
          MARGIN.left,
          doc.page.height - MARGIN.bottom - ADDRESS_HEIGHT,
          {
            width: width(),
            lineGap: 2,
          },
        );
    }),
  );
  return contents;
}

/** The contents on the title page, each chapter linked to where it starts. */
export function drawContents(
  writer: PageWriter,
  contents: StructureElement,
  chapters: readonly Chapter[],
): void {
  const { doc, width, tag } = writer;
  doc.switchToPage(0);
  let y = CONTENTS_TOP + 28;
  // One page of contents: a list that would run into the address stops the build instead.
  const room = Math.floor((doc.page.height - MARGIN.bottom - ADDRESS_HEIGHT - y) / CONTENTS_LINE);
  if (chapters.length > room)
    throw new Error(`${chapters.length} chapters, but the title page lists at most ${room}: merge some`);
  for (const chapter of chapters) {
    // Title and page number as two elements, so a screen reader says "Support, 6", not "Support6".
    const item = doc.struct('TOCI');
    contents.add(item);
    doc.font(FONT).fontSize(BODY_SIZE).fillColor(COLORS.text);
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
    y += CONTENTS_LINE;
  }
  contents.end();
}
