import type { Block } from '../manual.js';
import { BODY_SIZE, COLORS, FONT, FONT_BOLD, LINE_GAP, LIST_INDENT, MARGIN, NOTE_INDENT } from './layout.js';
import type { PageWriter, StructureElement } from './page-writer.js';

type BlockOf<Kind extends Block['kind']> = Extract<Block, { kind: Kind }>;
export type Outline = ReturnType<PageWriter['doc']['outline']['addItem']>;

/** A `###` section heading, kept with what follows and listed under its chapter in the outline. */
export function drawSectionHeading(
  writer: PageWriter,
  block: BlockOf<'heading'>,
  parent: StructureElement,
  outline: Outline | null,
): void {
  const { doc, width, tag, keep } = writer;
  doc.y += 6;
  keep(70);
  // After `keep`: the outline entry points at the page being written.
  outline?.addItem(block.text);
  parent.add(
    tag('H3', () => {
      doc
        .font(FONT_BOLD)
        .fontSize(12)
        .fillColor(COLORS.text)
        .text(block.text, MARGIN.left, doc.y, { width: width() });
    }),
  );
  doc.y += 4;
}

export function drawParagraph(
  writer: PageWriter,
  block: BlockOf<'paragraph'>,
  parent: StructureElement,
): void {
  const { doc, width, tag, keep, writeRuns } = writer;
  keep(30);
  parent.add(tag('P', () => writeRuns(block.text, MARGIN.left, doc.y, width())));
  doc.y += 8;
}

/** A short aside with a brand bar on its left, kept on one page. */
export function drawNote(writer: PageWriter, block: BlockOf<'note'>, parent: StructureElement): void {
  const { doc, width, tag, keep, writeRuns, artifact } = writer;
  doc.font(FONT).fontSize(BODY_SIZE);
  const textWidth = width() - NOTE_INDENT;
  const height = doc.heightOfString(block.text.replaceAll('**', ''), { width: textWidth, lineGap: LINE_GAP });
  keep(height + 8);
  const top = doc.y;
  parent.add(tag('P', () => writeRuns(block.text, MARGIN.left + NOTE_INDENT, top, textWidth)));
  const barBottom = doc.y - LINE_GAP;
  artifact(() => {
    doc.rect(MARGIN.left, top - 2, 3, barBottom - top + 4).fill(COLORS.brand);
  });
  doc.fillColor(COLORS.text);
  doc.y += 10;
}

/** Numbered steps or bullets, each item a label and a body for screen readers. */
export function drawList(writer: PageWriter, block: BlockOf<'list'>, parent: StructureElement): void {
  const { doc, width, tag, keep, writeRuns } = writer;
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
          .fillColor(block.ordered ? COLORS.brand : COLORS.text)
          .text(block.ordered ? `${index + 1}.` : '•', MARGIN.left + 2, top, {
            width: LIST_INDENT,
            lineBreak: false,
          });
      }),
    );
    item.add(
      tag('LBody', () => {
        doc.fillColor(COLORS.text);
        writeRuns(text, MARGIN.left + LIST_INDENT, top, width() - LIST_INDENT);
      }),
    );
    item.end();
    doc.y += 4;
  });
  list.end();
  doc.y += 6;
}
