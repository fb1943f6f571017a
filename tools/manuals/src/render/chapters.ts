import type { Block, ManualSource } from '../manual.js';
import { drawList, drawNote, drawParagraph, drawSectionHeading, type Outline } from './blocks.js';
import { COLORS, FONT_BOLD, MARGIN } from './layout.js';
import type { PageWriter, StructureElement } from './page-writer.js';
import type { Chapter } from './title-page.js';

/** A `##` chapter: a section of the structure tree, a named destination and an outline entry. */
function startChapter(
  writer: PageWriter,
  text: string,
  chapters: Chapter[],
  root: StructureElement,
): { section: StructureElement; outline: Outline } {
  const { doc, width, tag, keep } = writer;
  const section = doc.struct('Sect');
  root.add(section);
  if (chapters.length > 0) doc.y += 16;
  keep(90);
  const destination = `chapter-${chapters.length + 1}`;
  doc.addNamedDestination(destination, 'XYZ', null, doc.y, null);
  chapters.push({ title: text, destination, page: writer.currentPage() + 1 });
  const outline = doc.outline.addItem(text);
  section.add(
    tag('H2', () => {
      doc
        .font(FONT_BOLD)
        .fontSize(16)
        .fillColor(COLORS.brand)
        .text(text, MARGIN.left, doc.y, { width: width() });
    }),
  );
  doc.y += 6;
  return { section, outline };
}

function drawBlock(
  writer: PageWriter,
  block: Block,
  parent: StructureElement,
  outline: Outline | null,
): void {
  writer.doc.fillColor(COLORS.text);
  switch (block.kind) {
    case 'heading':
      drawSectionHeading(writer, block, parent, outline);
      break;
    case 'paragraph':
      drawParagraph(writer, block, parent);
      break;
    case 'note':
      drawNote(writer, block, parent);
      break;
    case 'list':
      drawList(writer, block, parent);
      break;
  }
}

/** The chapters, from page 2 on; returns where each starts, for the contents. */
export function drawChapters(writer: PageWriter, manual: ManualSource, root: StructureElement): Chapter[] {
  const chapters: Chapter[] = [];
  writer.doc.addPage();
  let section: StructureElement | null = null;
  let outline: Outline | null = null;
  for (const block of manual.blocks) {
    if (block.kind === 'heading' && block.level === 2) {
      section?.end();
      ({ section, outline } = startChapter(writer, block.text, chapters, root));
    } else {
      drawBlock(writer, block, section ?? root, outline);
    }
  }
  section?.end();
  return chapters;
}
