import type PDFDocument from 'pdfkit';
import { BODY_SIZE, FONT, FONT_BOLD, LINE_GAP, MARGIN } from './layout.js';

export type Doc = InstanceType<typeof PDFDocument>;
export type StructureElement = ReturnType<Doc['struct']>;

/** What every part of the layout needs from the document, beside pdfkit's own calls. */
export interface PageWriter {
  doc: Doc;
  /** The width between the margins. */
  width(): number;
  /** The 0-based index of the page being written. */
  currentPage(): number;
  /** Starts a new page unless `height` more points fit, so a heading never ends a page. */
  keep(height: number): void;
  /** Draws decoration that screen readers skip. */
  artifact(draw: () => void): void;
  /** A structure element whose content `draw` writes (drawn as soon as it joins the tree). */
  tag(type: string, draw: () => void): StructureElement;
  /** Body text with its `**bold**` runs, starting at (x, y). */
  writeRuns(text: string, x: number, y: number, width: number): void;
}

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

export function pageWriter(doc: Doc): PageWriter {
  const bottom = () => doc.page.height - MARGIN.bottom;
  return {
    doc,
    width: () => doc.page.width - MARGIN.left - MARGIN.right,
    currentPage: () => {
      const range = doc.bufferedPageRange();
      return range.start + range.count - 1;
    },
    keep: (height) => {
      if (doc.y + height > bottom()) doc.addPage();
    },
    artifact: (draw) => {
      doc.markContent('Artifact');
      draw();
      doc.endMarkedContent();
    },
    tag: (type, draw) => doc.struct(type, {}, draw),
    writeRuns: (text, x, y, width) => {
      const runs = runsOf(text);
      runs.forEach((run, index) => {
        doc.font(run.bold ? FONT_BOLD : FONT).fontSize(BODY_SIZE);
        const options = { width, lineGap: LINE_GAP, continued: index < runs.length - 1 };
        if (index === 0) doc.text(run.text, x, y, options);
        else doc.text(run.text, options);
      });
    },
  };
}
